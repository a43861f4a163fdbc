import BookshelfCore
import Foundation
import Observation

// 改错题 1 / Fix 1
//
// 症状：测试和预览没办法给这个 ViewModel 换上 Mock，它永远从同一个数据源读取。
// 测试会这样创建它：`BookListViewModel(repository: mock)`，其中 `mock` 可以是任何遵循 `BookRepository` 的类型。
// The symptom: tests and previews cannot give this view model a mock; it always reads from the same source.
// The tests create it like this: `BookListViewModel(repository: mock)`, where `mock` is any type conforming to `BookRepository`.
//
// 找出错误并改正。 / Find the mistake and fix it.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.fix1

/// The book list's state.
@MainActor
@Observable
public final class BookListViewModel {
  private let repository = LiveBookRepository()

  /// The books from the latest successful load.
  public private(set) var books: [Book] = []

  /// True while a load is in flight.
  public private(set) var isLoading = false

  /// A message for the user after a failure; `nil` when the last load succeeded.
  public var errorMessage: String?

  /// Creates the view model.
  public init() {}

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
