import Foundation

/// One article, as the server sends it: 一篇文章（服务器给出的原始数据）。
public struct Article: Identifiable, Equatable, Sendable {
  /// The article's identifier: 文章的标识。
  public var id: Int
  /// The headline: 标题。
  public var title: String
  /// Who wrote it: 作者。
  public var author: String
  /// When it was published: 发表时间。
  public var publishedAt: Date
  /// How many words it has: 字数。
  public var wordCount: Int

  /// Creates an article: 创建一篇文章。
  public init(id: Int, title: String, author: String, publishedAt: Date, wordCount: Int) {
    self.id = id
    self.title = title
    self.author = author
    self.publishedAt = publishedAt
    self.wordCount = wordCount
  }
}
