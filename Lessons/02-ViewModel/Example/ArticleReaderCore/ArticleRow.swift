/// One row of the article list, ready to show: 文章列表里的一行，已经整理成可以直接显示的样子。
///
/// Preparing it is part of the view model's job; the view shows these fields as they are.
/// 整理它是 ViewModel 的工作；视图原样显示这些字段。
public struct ArticleRow: Identifiable, Equatable, Sendable {
  /// The article's identifier: 文章的标识。
  public var id: Article.ID
  /// The headline: 标题。
  public var title: String
  /// The author and the reading time, such as "林晓 / Lin Xiao · 6 分钟 / 6 min": 作者和阅读时长。
  public var byline: String

  /// Words read per minute, for the reading time: 计算阅读时长用的每分钟字数。
  public static let wordsPerMinute = 200

  /// Prepares the row that shows `article`: 为 `article` 整理出要显示的一行。
  public init(_ article: Article) {
    id = article.id
    title = article.title
    let minutes = max(1, article.wordCount / Self.wordsPerMinute)
    byline = "\(article.author) · \(minutes) 分钟 / \(minutes) min"
  }
}
