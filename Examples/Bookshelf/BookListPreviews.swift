#if os(macOS) || os(iOS)
import BookshelfCore
import SwiftUI

// 预览里注入 Mock：不需要网络，也能看到正常和失败两种状态。
// Previews inject mocks: both the normal and the failure state show up without any network.

#Preview("正常数据 / Sample books") {
  BookListView()
    .environment(
      \.bookRepository,
      MockBookRepository(books: [
        Book(title: "预览书甲 / Preview book A", author: "作者甲 / Author A"),
        Book(title: "预览书乙 / Preview book B", author: "作者乙 / Author B"),
      ])
    )
}

#Preview("加载失败 / Offline") {
  BookListView()
    .environment(\.bookRepository, MockBookRepository(shouldFail: true))
}
#endif
