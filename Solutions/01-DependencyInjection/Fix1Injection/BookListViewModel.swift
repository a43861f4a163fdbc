import BookshelfCore
import Foundation
import Observation

// 改错题 1 参考答案 / Fix 1, reference answer
// 依赖从外部通过 `init(repository:)` 传入，类型是协议 `any BookRepository`：
// 应用里传真实实现，测试和预览里传 Mock，ViewModel 本身一行都不用改。
// The dependency comes in through `init(repository:)` typed as the protocol `any BookRepository`:
// the app passes the live repository, tests and previews pass a mock, and this class never changes.

// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix1 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix1 requires (each scored on its own; points rounded to 0.01):
// 1. BookListViewModel(repository:) 接受任何 BookRepository，包括 any BookRepository 类型的值（例如视图从 @Environment(\.bookRepository) 读到的那个）。（2.67 分）
//    BookListViewModel(repository:) accepts any BookRepository, including an any BookRepository value such as the one a view reads from @Environment(\.bookRepository). (2.67 pts)
// 2. load() 从 init 传入的仓库读取：显示它的书的书名，它失败时给出错误信息。（5.33 分）
//    load() reads from the repository passed to init: the titles of its books are shown and its failure is reported. (5.33 pts)
// END GENERATED: requirements

/// The state of the shelf's contents page, fed by whichever repository it is given.
@MainActor
@Observable
public final class BookListViewModel {
  /// The injected data source; only the protocol is known here.
  private let repository: any BookRepository

  /// The titles from the latest successful load, in the order the repository returned the books.
  public private(set) var titles: [String] = []

  /// A message for the user after a failure; `nil` when the last load succeeded.
  public var errorMessage: String?

  /// Creates a view model that reads through `repository`.
  // SLIP-BEGIN acceptsAnyRepository
  public init(repository: any BookRepository) {
    self.repository = repository
  }
  // SLIP-ELSE
  // public init(repository: MockBookRepository) {
  //   self.repository = repository
  // }
  // SLIP-END

  /// Reloads `titles` from the repository, recording an error message if that fails.
  public func load() async {
    do {
      titles = try await repository.fetchBooks().map(\.title)  // SLIP usesInjectedRepository: titles = try await LiveBookRepository().fetchBooks().map(\.title)
      errorMessage = nil
    } catch {
      titles = []
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }
}
