import ArticleReaderCore
import Foundation

/// Articles the tests share: 测试共用的文章。
enum Samples {
  static let older = Article(id: 1, title: "旧文 / Older", author: "甲 / A", publishedAt: Date(timeIntervalSince1970: 1_700_000_000), wordCount: 1_250)
  static let newer = Article(id: 2, title: "新文 / Newer", author: "乙 / B", publishedAt: Date(timeIntervalSince1970: 1_700_900_000), wordCount: 120)
  static let articles = [older, newer]
}
