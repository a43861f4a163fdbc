#if os(macOS) || os(iOS)
import BookAPI
import SwiftUI

// 预览不注入任何东西：读到默认的 MockHTTPClient.self，不访问服务器。
// The first preview injects nothing: it reads the default, MockHTTPClient.self, and never reaches the server.
#Preview("示例数据 / Sample books") {
  BookListView()
}

// 出错状态：注入另一个类型（注意是 `.self`，传的是类型，不是实例）。
// The error state: inject another type (note `.self`: a type, not an instance).
#Preview("离线 / Offline") {
  BookListView()
    .environment(\.httpClient, FailingHTTPClient.self)
}
#endif
