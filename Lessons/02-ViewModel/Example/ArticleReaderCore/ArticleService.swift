/// Where articles come from: the one dependency the article list's view model knows, as a protocol.
/// 文章的来源：文章列表的 ViewModel 唯一认识的依赖，以协议的形式出现。
///
/// It refines `Sendable`, so one service can be called from a view model on the main actor and handed between tasks.
/// 它继承 `Sendable`，所以同一个服务可以被主 actor 上的 ViewModel 调用，也可以在任务之间传递。
public protocol ArticleService: Sendable {
  /// Fetches every article, in no particular order: 读取全部文章（顺序不定）。
  func fetchArticles() async throws -> [Article]

  /// Deletes the article with this identifier: 删除这个标识的文章。
  func deleteArticle(id: Article.ID) async throws
}
