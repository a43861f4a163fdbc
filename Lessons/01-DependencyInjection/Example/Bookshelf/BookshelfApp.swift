#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import BookshelfCore
import SwiftUI

/// The bookshelf app, whose only window shows the list backed by the live repository.
///
/// 应用入口：在最外层把真实实现注入环境，下面所有视图都能通过 `@Environment(\.bookRepository)` 读到它。
/// The app injects the live repository once, at the top; every view below reads it from the environment.
///
/// 这里没有 `@main`：库（library）不能有程序入口，只有可执行的 App target 才能有。
/// There is no `@main` here: a library cannot have an entry point, only an app (executable) target can.
/// An app target that depends on `Bookshelf` adds one file such as:
/// 依赖 `Bookshelf` 的 App target 只需添加一个这样的文件：
///
///     import Bookshelf
///     import SwiftUI
///
///     @main
///     struct MyBookshelfApp: App {
///       var body: some Scene { BookshelfApp().body }
///     }
public struct BookshelfApp: App {
  /// Creates the app; `App` requires a parameterless initializer.
  public init() {}

  public var body: some Scene {
    WindowGroup {
      BookListView()
        // 第 4 步：在入口注入真实实现 / step 4: inject the live implementation at the entry point.
        .environment(\.bookRepository, LiveBookRepository())
    }
  }
}
#endif
