#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import BookAPI
import PVTestSubject
import SwiftUI

/// The book list: it takes the client type from the environment and lets its model fetch with it.
///
/// 书籍列表：从环境中取出客户端类型，交给模型去取数据。预览里没有注入任何东西，所以读到的是默认的
/// `MockHTTPClient.self`，显示示例数据；App 在根视图注入了 `RealHTTPClient.self`，才会访问服务器。
/// A preview injects nothing, reads the default `MockHTTPClient.self` and shows sample books; the app injects
/// `RealHTTPClient.self` at its root and only there does the list reach the server.
public struct BookListView: View {
  /// The client type; the mock unless an ancestor injected another.
  @Environment(\.httpClient) private var httpClient

  /// The model is owned by the view; `@State` keeps the first instance across view updates.
  @State private var model = BookModel()

  /// Creates the list.
  public init() {}

  public var body: some View {
    List(model.books) { book in
      Text(book.title)
    }
    .overlay {
      if model.isLoading {
        ProgressView()
      } else if let message = model.errorMessage {
        Text(message).foregroundStyle(.red)
      }
    }
    // `.task` runs when the list appears, in previews too: that is why the client must come from outside.
    // `.task` 在视图出现时运行，预览里也一样：所以客户端必须从外部传进来。
    // Its closure is `@Sendable`; `@MainActor` lets it read the view's state directly, as in lesson 1.
    .task { @MainActor in
      await model.fetchBooks(with: httpClient)
    }
  }
}
#endif
