import BookshelfCore
import Foundation
import Observation

/// The state behind the book list, fed by whichever `BookRepository` it is given.
///
/// 书籍列表的界面状态。它只认识 `BookRepository` 协议，具体实现由外部通过 `init(repository:)` 传入（依赖注入）：
/// 应用里传真实实现，预览和测试里传 Mock。
/// It only knows the protocol; the concrete repository is injected through `init(repository:)`:
/// the live one in the app, a mock in previews and tests.
///
/// - `@MainActor`：界面状态只在主 actor 上修改 / UI state changes only on the main actor.
/// - `@Observable`：属性变化时，读过它的视图自动刷新 / views that read a property refresh when it changes.
@MainActor
@Observable
public final class BookListViewModel {
  /// The injected data source; only the protocol is known here / 只持有协议，不持有具体类型。
  private let repository: any BookRepository

  /// The books from the latest successful load.
  public private(set) var books: [Book] = []

  /// True while a load is in flight, so the view can show a spinner.
  public private(set) var isLoading = false

  /// A message for the user after a failure; `nil` when the last load succeeded.
  public var errorMessage: String?

  /// Creates a view model that reads and writes through `repository` / 通过参数注入依赖。
  public init(repository: any BookRepository) {
    self.repository = repository
  }

  /// Reloads `books` from the repository, recording an error message if that fails.
  public func load() async {
    isLoading = true
    // defer 保证无论成功还是失败都会结束加载状态 / `defer` ends loading on every path.
    defer { isLoading = false }
    do {
      books = try await repository.fetchBooks()
      errorMessage = nil
    } catch {
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }

  /// Adds `book` through the repository, then reloads so the list shows what is really stored.
  public func add(_ book: Book) async {
    do {
      try await repository.add(book)
      // 重新加载而不是直接 append：界面始终与数据源一致 / reload instead of appending locally.
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
