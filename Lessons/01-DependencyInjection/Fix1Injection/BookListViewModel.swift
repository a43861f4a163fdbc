import BookshelfCore
import Foundation
import Observation

// 改错题 1 / Fix 1
//
// 这个 ViewModel 和示例里的不一样：它只给界面提供书名列表 `titles`（书架的目录页），没有添加和删除。
// This view model is not the example's: it gives the screen only the list of titles, `titles` (the shelf's
// contents page), and has no add or delete.
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
// 2. load() 从 init 传入的仓库读取：显示它的书的书名，它失败时给出错误信息。（5.33 分）
//    load() reads from the repository passed to init: the titles of its books are shown and its failure is reported. (5.33 pts)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.fix1

/// The state of the shelf's contents page: the titles of the books, in the repository's order.
@MainActor
@Observable
public final class BookListViewModel {
  private let repository = LiveBookRepository()

  /// The titles from the latest successful load, in the order the repository returned the books.
  public private(set) var titles: [String] = []

  /// A message for the user after a failure; `nil` when the last load succeeded.
  public var errorMessage: String?

  /// Creates the view model.
  public init() {}

  /// Reloads `titles` from the repository, recording an error message if that fails.
  public func load() async {
    do {
      titles = try await repository.fetchBooks().map(\.title)
      errorMessage = nil
    } catch {
      titles = []
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }
}
