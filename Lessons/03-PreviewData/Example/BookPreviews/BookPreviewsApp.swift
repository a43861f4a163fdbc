#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import BookAPI
import SwiftUI

/// The app: the only place that chooses the real client. 应用入口：唯一选择真实客户端的地方。
///
/// A library cannot have `@main`; an app target that depends on this module adds
/// 库不能有 `@main`；依赖本模块的 App target 只需添加：
///
///     @main
///     struct MyBookApp: App {
///       var body: some Scene { BookPreviewsApp().body }
///     }
public struct BookPreviewsApp: App {
  /// Creates the app.
  public init() {}

  public var body: some Scene {
    WindowGroup {
      BookListView()
    }
    // Every view in the window reads the real client; a #Preview is not inside this window and keeps the default.
    // 窗口里的所有视图都读到真实客户端；#Preview 里的视图不在这个窗口之下，读到的仍是默认值。
    .environment(\.httpClient, RealHTTPClient.self)
  }
}
#endif
