#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import BookshelfCore
import SwiftUI

// 预览里注入 Mock：不需要网络，也能看到正常和失败两种状态。
// Previews inject mocks: both the normal and the failure state show up without any network.
//
// 预览的内容写在下面的静态属性里，Linux 上也会做类型检查；`#Preview` 宏只能在 Apple 平台上展开，所以每个预览只有一行。
// The previews' content lives in the properties below, which are type-checked on Linux too; the `#Preview` macro
// expands only on Apple platforms, so each preview is one line that shows one of them.

extension BookListView {
  /// The list reading two sample books from a mock repository.
  static var sampleBooksPreview: some View {
    BookListView()
      .environment(
        \.bookRepository,
        MockBookRepository(books: [
          Book(title: "预览书甲 / Preview book A", author: "作者甲 / Author A"),
          Book(title: "预览书乙 / Preview book B", author: "作者乙 / Author B"),
        ])
      )
  }

  /// The list reading from a mock repository that always fails, to show the error alert.
  static var offlinePreview: some View {
    BookListView()
      .environment(\.bookRepository, MockBookRepository(shouldFail: true))
  }
}

#if os(macOS) || os(iOS)
#Preview("正常数据 / Sample books") { BookListView.sampleBooksPreview }
#Preview("加载失败 / Offline") { BookListView.offlinePreview }
#endif
#endif
