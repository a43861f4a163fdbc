#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import BookAPI
import SwiftUI

// 预览的内容写在下面的静态属性里，Linux 上也会做类型检查；`#Preview` 宏只能在 Apple 平台上展开，所以每个预览只有一行。
// The previews' content lives in the properties below, which are type-checked on Linux too; the `#Preview` macro
// expands only on Apple platforms, so each preview is one line that shows one of them.

extension BookListView {
  /// 不注入任何东西：读到默认的 MockHTTPClient.self，不访问服务器。
  /// Injects nothing: it reads the default, `MockHTTPClient.self`, and never reaches the server.
  static var samplePreview: some View {
    BookListView()
  }

  /// 出错状态：注入另一个类型（注意是 `.self`，传的是类型，不是实例）。
  /// The error state: injects another type (note `.self`: a type, not an instance).
  static var offlinePreview: some View {
    BookListView()
      .environment(\.httpClient, FailingHTTPClient.self)
  }
}

#if os(macOS) || os(iOS)
#Preview("示例数据 / Sample books") { BookListView.samplePreview }
#Preview("离线 / Offline") { BookListView.offlinePreview }
#endif
#endif
