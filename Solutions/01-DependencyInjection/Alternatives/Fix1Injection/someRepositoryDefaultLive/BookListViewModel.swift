// Alternative: init(repository: some BookRepository = LiveBookRepository()), stored as any BookRepository, and the
// titles kept as a computed property over the loaded books.
import BookshelfCore
import Foundation
import Observation

/// The state of the shelf's contents page.
@MainActor
@Observable
public final class BookListViewModel {
  private let repository: any BookRepository

  /// The books from the latest successful load.
  private var books: [Book] = []

  /// The titles of the loaded books, in the repository's order.
  public var titles: [String] { books.map(\.title) }

  /// A message for the user after a failure; `nil` when the last load succeeded.
  public private(set) var errorMessage: String?

  /// Creates the view model around whatever repository it is handed.
  public init(repository: some BookRepository = LiveBookRepository()) {
    self.repository = repository
  }

  /// Reloads the books from the repository, recording an error message if that fails.
  public func load() async {
    do {
      books = try await repository.fetchBooks()
      errorMessage = nil
    } catch {
      books = []
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }
}
