#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import ArticleReaderCore
import Foundation
import SwiftUI

// 预览注入 Mock：不联网就能看到正常、空列表和失败三种状态，两种写法的界面都有。
// Previews inject mocks: the normal, empty and failed states show up without a network, for both styles of screen.
//
// 预览的内容写在下面的静态属性里，Linux 上也会做类型检查；`#Preview` 宏只能在 Apple 平台上展开，所以每个预览只有一行。
// The previews' content lives in the properties below, which are type-checked on Linux too; the `#Preview` macro
// expands only on Apple platforms, so each preview is one line.

extension ArticleListView {
  /// Two sample articles: 两篇示例文章。
  static let samples = [
    Article(id: 1, title: "预览文章甲 / Preview article A", author: "作者甲 / Author A",
            publishedAt: Date(timeIntervalSince1970: 1_718_000_000), wordCount: 900),
    Article(id: 2, title: "预览文章乙 / Preview article B", author: "作者乙 / Author B",
            publishedAt: Date(timeIntervalSince1970: 1_719_000_000), wordCount: 300),
  ]

  /// The classic screen with sample articles: 经典写法的界面，显示示例文章。
  static var samplesPreview: some View {
    ArticleListView(service: MockArticleService(articles: samples))
  }

  /// The classic screen with nothing to show: 经典写法的界面，没有文章。
  static var emptyPreview: some View {
    ArticleListView(service: MockArticleService())
  }

  /// The classic screen when the service fails, to show the alert: 服务失败时的经典写法界面，用来查看提示框。
  static var offlinePreview: some View {
    ArticleListView(service: MockArticleService(shouldFail: true))
  }

  /// The Observation screen with sample articles: Observation 写法的界面，显示示例文章。
  static var modernPreview: some View {
    ModernArticleListView(service: MockArticleService(articles: samples))
  }
}

#if os(macOS) || os(iOS)
#Preview("示例文章 / Samples") { ArticleListView.samplesPreview }
#Preview("没有文章 / Empty") { ArticleListView.emptyPreview }
#Preview("加载失败 / Offline") { ArticleListView.offlinePreview }
#Preview("@Observable 写法 / With @Observable") { ArticleListView.modernPreview }
#endif
#endif
