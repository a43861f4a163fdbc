// Alternative: a final class whose books live inside a Mutex (Synchronization); a Mutex is Sendable, so the class
// needs no @unchecked (found walking lesson 1 as a student).
import BookshelfCore
import Synchronization

/// An in-memory test double for `BookRepository`, guarded by a mutex.
public final class MockBookRepository: BookRepository {
  private let books: Mutex<[Book]>

  /// Creates a mock holding `books`.
  public init(books: [Book] = []) {
    self.books = Mutex(books)
  }

  public func fetchBooks() async throws -> [Book] {
    books.withLock { $0 }
  }

  public func add(_ book: Book) async throws {
    books.withLock { books in
      if let index = books.firstIndex(where: { $0.id == book.id }) {
        books[index] = book
      } else {
        books.append(book)
      }
    }
  }

  public func delete(_ book: Book) async throws {
    books.withLock { $0.removeAll { $0.id == book.id } }
  }
}
