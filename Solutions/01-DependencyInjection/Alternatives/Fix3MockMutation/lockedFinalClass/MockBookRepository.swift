// Alternative: a final class marked @unchecked Sendable whose books sit behind an NSLock (withLock).
import BookshelfCore
import Foundation

/// A class rather than a struct: a struct's methods cannot change it, and copies would not share the books.
/// Every access to `books` goes through `lock`, so concurrent tasks cannot corrupt it.
public final class MockBookRepository: BookRepository, @unchecked Sendable {
  private let lock = NSLock()
  private var books: [Book]

  /// Creates a mock holding `books`.
  public init(books: [Book] = []) {
    self.books = books
  }

  public func fetchBooks() async throws -> [Book] {
    lock.withLock { books }
  }

  public func add(_ book: Book) async throws {
    lock.withLock {
      books.removeAll { $0.id == book.id }
      books.append(book)
    }
  }

  public func delete(_ book: Book) async throws {
    lock.withLock { books.removeAll { $0.id == book.id } }
  }
}
