import ArticleReaderCore
import Combine
import Foundation

/// The article list's state, published to SwiftUI through `ObservableObject` (the classic way).
/// 文章列表的状态，通过 `ObservableObject` 发布给 SwiftUI（经典写法）。
///
/// Its four jobs: it **prepares data** (`rows`: newest first, with a byline), **holds state** (`@Published`
/// `articles`, `isLoading`, `errorMessage`), **handles intents** (`load()`, `delete(_:)`, `dismissError()`), and
/// **coordinates its dependency** (the injected `ArticleService`). It knows no view.
/// 它的四项职责：**准备数据**（`rows`：最新的在前，带作者和阅读时长）、**管理状态**（`@Published` 的 `articles`、
/// `isLoading`、`errorMessage`）、**处理用户操作**（`load()`、`delete(_:)`、`dismissError()`）、**协调依赖**（注入的
/// `ArticleService`）。它不认识任何视图。
///
/// `@MainActor` covers the whole class, so every change, and every `objectWillChange` notice, happens on the main actor.
/// `@MainActor` 标在整个类上，所以每次修改、每条 `objectWillChange` 通知都发生在主 actor 上。
@MainActor
public final class ArticleListViewModel: ObservableObject {
  /// The articles from the latest successful load, as the service sent them: 最近一次成功读取的文章（服务给出的原样）。
  @Published public private(set) var articles: [Article] = []
  /// Whether a load is in flight: 是否正在读取。
  @Published public private(set) var isLoading = false
  /// A message after a failed operation, `nil` after a successful load: 操作失败时的提示，读取成功后为 `nil`。
  @Published public private(set) var errorMessage: String?

  private let service: any ArticleService

  /// Creates the view model with the service it reads from: 用它读取数据的服务创建 ViewModel。
  public init(service: any ArticleService) {
    self.service = service
  }

  /// The rows to show, newest first; computed, so it never disagrees with `articles`. 要显示的行，最新的在前；由 `articles` 计算，永远一致。
  public var rows: [ArticleRow] {
    articles.sorted { $0.publishedAt > $1.publishedAt }.map(ArticleRow.init)
  }

  /// Loads the articles; a failure keeps the ones already shown. 读取文章；失败时保留已经显示的文章。
  public func load() async {
    isLoading = true
    // `defer` 保证成功和失败都会结束加载状态 / `defer` ends loading on both paths.
    defer { isLoading = false }
    do {
      // await 期间离开主 actor，返回后回到主 actor 上赋值 / the fetch runs elsewhere; the assignment is back on the main actor.
      articles = try await service.fetchArticles()
      errorMessage = nil
    } catch {
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }

  /// Deletes an article through the service, then reloads so the list shows what is really stored.
  /// 通过服务删除文章，然后重新读取，让列表显示真正保存的内容。
  public func delete(_ id: Article.ID) async {
    do {
      try await service.deleteArticle(id: id)
      await load()
    } catch {
      errorMessage = "删除失败 / Could not delete: \(error.localizedDescription)"
    }
  }

  /// Dismisses the error message; the view's alert calls it instead of writing the state. 关闭错误提示；视图的提示框调用它，而不是直接改状态。
  public func dismissError() {
    errorMessage = nil
  }
}
