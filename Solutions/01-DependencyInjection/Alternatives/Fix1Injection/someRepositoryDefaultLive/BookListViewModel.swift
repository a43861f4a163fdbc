// Alternative: init(repository: some BookRepository = LiveBookRepository()), stored as any BookRepository.
import BookshelfCore
import Foundation
import Observation

/// The book list's state.
@MainActor
@Observable
public final class BookListViewModel {
  private let repository: any BookRepository

  /// The books from the latest successful load.
  public private(set) var books: [Book] = []

  /// True while a load is in flight.
  public private(set) var isLoading = false

  /// A message for the user after a failure; `nil` when the last load succeeded.
  public var errorMessage: String?

  /// Creates the view model around whatever repository it is handed.
  public init(repository: some BookRepository = LiveBookRepository()) {
    self.repository = repository
  }

  /// Reloads `books` from the repository, recording an error message if that fails.
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      books = try await repository.fetchBooks()
      errorMessage = nil
    } catch {
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }

  /// Adds `book` through the repository, then reloads.
  public func add(_ book: Book) async {
    do {
      try await repository.add(book)
      await load()
    } catch {
      errorMessage = "添加失败 / Could not add: \(error.localizedDescription)"
    }
  }

  /// Deletes `book` through the repository, then reloads.
  public func delete(_ book: Book) async {
    do {
      try await repository.delete(book)
      await load()
    } catch {
      errorMessage = "删除失败 / Could not delete: \(error.localizedDescription)"
    }
  }
}
