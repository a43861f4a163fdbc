import Foundation

/// The app's "real" service: in this example an actor that simulates a server with a short delay.
/// 应用里的“真实”服务：示例中用一个 actor 模拟服务器，带一点延迟。
public actor LiveArticleService: ArticleService {
  private var articles: [Article] = [
    Article(id: 1, title: "什么是 ViewModel / What a view model is", author: "林晓 / Lin Xiao",
            publishedAt: Date(timeIntervalSince1970: 1_717_000_000), wordCount: 1_200),
    Article(id: 2, title: "主线程与 @MainActor / The main thread and @MainActor", author: "陈一 / Chen Yi",
            publishedAt: Date(timeIntervalSince1970: 1_718_000_000), wordCount: 800),
    Article(id: 3, title: "从 ObservableObject 到 @Observable / From ObservableObject to @Observable", author: "王芳 / Wang Fang",
            publishedAt: Date(timeIntervalSince1970: 1_719_000_000), wordCount: 2_100),
  ]

  /// Creates the service with its sample articles: 创建带示例文章的服务。
  public init() {}

  public func fetchArticles() async throws -> [Article] {
    try await Task.sleep(for: .milliseconds(300))
    return articles
  }

  public func deleteArticle(id: Article.ID) async throws {
    try await Task.sleep(for: .milliseconds(100))
    articles.removeAll { $0.id == id }
  }
}
