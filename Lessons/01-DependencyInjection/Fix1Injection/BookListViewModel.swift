import BookshelfCore
import Foundation
import Observation

// 改错题 1 / Fix 1
//
// 症状：测试和预览没办法给这个 ViewModel 换上 Mock，它永远从同一个数据源读取。
// 测试会这样创建它：`BookListViewModel(repository: mock)`，其中 `mock` 可以是任何遵循 `BookRepository` 的类型，
// 也可以是 `any BookRepository` 类型的值（视图从 `@Environment(\.bookRepository)` 读到的就是这样的值）。
// The symptom: tests and previews cannot give this view model a mock; it always reads from the same source.
// The tests create it like this: `BookListViewModel(repository: mock)`, where `mock` is any type conforming to `BookRepository`,
// or a value of type `any BookRepository` (what a view reads from `@Environment(\.bookRepository)` is one).
//
// 找出错误并改正。 / Find the mistake and fix it.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix1 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix1 requires (each scored on its own; points rounded to 0.01):
// 1. BookListViewModel(repository:) 接受任何 BookRepository，包括 any BookRepository 类型的值（例如视图从 @Environment(\.bookRepository) 读到的那个）。（2.67 分）
//    BookListViewModel(repository:) accepts any BookRepository, including an any BookRepository value such as the one a view reads from @Environment(\.bookRepository). (2.67 pts)
// 2. load() 从 init 传入的仓库读取：显示它的书，它失败时给出错误信息。（5.33 分）
//    load() reads from the repository passed to init: its books are shown and its failure is reported. (5.33 pts)
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
