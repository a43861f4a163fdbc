import ArticleReaderCore
import Foundation
import Testing

/// Preparing data: an article becomes a row the view can show as it is. 准备数据：文章变成视图可以原样显示的一行。
@Suite("ArticleRow 整理数据 / ArticleRow prepares data")
struct ArticleRowTests {
  @Test("作者加阅读时长 / the byline is the author and the reading time")
  func bylineHasReadingTime() {
    #expect(ArticleRow(Samples.older).byline == "甲 / A · 6 分钟 / 6 min")
  }

  @Test("短文至少算 1 分钟 / a short article still takes a minute")
  func shortArticleTakesAMinute() {
    #expect(ArticleRow(Samples.newer).byline == "乙 / B · 1 分钟 / 1 min")
  }
}
