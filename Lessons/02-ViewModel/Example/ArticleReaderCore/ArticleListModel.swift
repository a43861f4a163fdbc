import Foundation
import Observation

/// The article list's state written with Observation, the newer way (iOS 17 / macOS 14 and later).
/// 用 Observation 写的文章列表状态，这是较新的写法（iOS 17 / macOS 14 起）。
///
/// It does exactly what `ArticleListViewModel` does, without `ObservableObject` or `@Published`: `@Observable` tracks
/// every stored property, and a view refreshes only when a property its `body` read changes. A view owns it with
/// `@State` instead of `@StateObject`.
/// 它做的事和 `ArticleListViewModel` 完全一样，只是不用 `ObservableObject` 和 `@Published`：`@Observable` 追踪每个存储属性，
/// 视图只在 `body` 读过的属性变化时刷新。视图用 `@State` 而不是 `@StateObject` 持有它。
@MainActor
@Observable
public final class ArticleListModel {
  /// The articles from the latest successful load, as the service sent them: 最近一次成功读取的文章（服务给出的原样）。
  public private(set) var articles: [Article] = []
  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false
  /// A message after a failed operation, `nil` after a successful load: 操作失败时的提示，读取成功后为 `nil`。
  public private(set) var errorMessage: String?

  private let service: any ArticleService

  /// Creates the model with the service it reads from: 用它读取数据的服务创建模型。
  public init(service: any ArticleService) {
    self.service = service
  }

  /// The rows to show, newest first: 要显示的行，最新的在前。
  public var rows: [ArticleRow] {
    articles.sorted { $0.publishedAt > $1.publishedAt }.map(ArticleRow.init)
  }

  /// Loads the articles; a failure keeps the ones already shown. 读取文章；失败时保留已经显示的文章。
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      articles = try await service.fetchArticles()
      errorMessage = nil
    } catch {
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }

  /// Deletes an article through the service, then reloads: 通过服务删除文章，然后重新读取。
  public func delete(_ id: Article.ID) async {
    do {
      try await service.deleteArticle(id: id)
      await load()
    } catch {
      errorMessage = "删除失败 / Could not delete: \(error.localizedDescription)"
    }
  }

  /// Dismisses the error message; the view's alert calls it. 关闭错误提示；视图的提示框调用它。
  public func dismissError() {
    errorMessage = nil
  }
}
