// Alternative: a @MainActor final class: the main actor guards its books, and the test sees its methods wait while it
// holds the main actor.
import BookshelfCore
import Foundation

@MainActor
public final class MockBookRepository: BookRepository {
  private var books: [Book]

  /// Creates a mock holding `books`.
  public nonisolated init(books: [Book] = []) {
    self.books = books
  }

  public func fetchBooks() async throws -> [Book] {
    books
  }

  public func add(_ book: Book) async throws {
    if let index = books.firstIndex(where: { $0.id == book.id }) {
      books[index] = book
    } else {
      books.append(book)
    }
  }

  public func delete(_ book: Book) async throws {
    books.removeAll { $0.id == book.id }
  }
}
