#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import ArticleReaderCore
import SwiftUI

/// The article reader app: the live service is created once, at the top, and handed down.
/// 文章阅读应用：真实服务只在最外层创建一次，再一路传下去。
///
/// A library cannot have `@main`; an app target that depends on `ArticleReader` adds one file such as:
/// 库里不能有 `@main`；依赖 `ArticleReader` 的 App target 添加一个这样的文件即可：
///
///     import ArticleReader
///     import SwiftUI
///
///     @main
///     struct MyArticleReaderApp: App {
///       var body: some Scene { ArticleReaderApp().body }
///     }
public struct ArticleReaderApp: App {
  /// Creates the app; `App` requires a parameterless initializer. 创建应用；`App` 要求有无参数的初始化方法。
  public init() {}

  public var body: some Scene {
    WindowGroup {
      ArticleListView(service: LiveArticleService())
    }
  }
}
#endif
