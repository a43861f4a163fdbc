import Foundation

/// A stand-in service for tests and previews: the articles it was given, or a failure. 测试和预览用的替身服务：返回给定的文章，或者失败。
public actor MockArticleService: ArticleService {
  /// The error a failing mock throws: 失败时抛出的错误。
  public struct Offline: Error, CustomStringConvertible {
    public var description: String { "模拟的离线错误 / simulated offline error" }
  }

  private var articles: [Article]
  private let shouldFail: Bool

  /// The identifiers `deleteArticle(id:)` received, in order: `deleteArticle(id:)` 收到的标识，按顺序。
  public private(set) var deletedIDs: [Article.ID] = []

  /// Creates a mock holding `articles`; with `shouldFail`, every call throws. 创建持有 `articles` 的 Mock；`shouldFail` 为真时每次调用都抛错。
  public init(articles: [Article] = [], shouldFail: Bool = false) {
    self.articles = articles
    self.shouldFail = shouldFail
  }

  public func fetchArticles() async throws -> [Article] {
    if shouldFail { throw Offline() }
    return articles
  }

  public func deleteArticle(id: Article.ID) async throws {
    if shouldFail { throw Offline() }
    deletedIDs.append(id)
    articles.removeAll { $0.id == id }
  }
}
