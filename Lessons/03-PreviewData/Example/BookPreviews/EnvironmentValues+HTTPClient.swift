import BookAPI
import SwiftUI

/// The environment key under which the book views find the client type: 书籍视图查找客户端类型所用的环境键。
///
/// Its default is the mock. A view that nobody configured, such as a `#Preview` or a test that builds
/// `EnvironmentValues()`, therefore gets sample data and never reaches the server; the real client is opt-in,
/// injected once at the app's root.
/// 默认值是 Mock：没有人配置过的视图（`#Preview`、构造 `EnvironmentValues()` 的测试）拿到的是示例数据，
/// 永远不会访问服务器；真实客户端需要主动选择，只在 App 的根视图注入一次。
///
/// The default is written here as a computed `static var`, the form `@Entry` generates: it is evaluated on every read,
/// which makes no difference for a metatype. A stored `static let defaultValue` works as well; being global shared
/// state, Swift 6 accepts it only for a `Sendable` type, and `any HTTPClient.Type` is one because `HTTPClient` refines
/// `Sendable`.
/// 这里的默认值写成计算属性 `static var`，也就是 `@Entry` 生成的形式：每次读取都重新求值，对元类型没有区别。
/// 写成存储属性 `static let defaultValue` 也可以；它是全局共享状态，Swift 6 只接受 `Sendable` 类型，
/// 因为 `HTTPClient` 继承了 `Sendable`，`any HTTPClient.Type` 满足这一点。
private struct BookClientKey: EnvironmentKey {
  static var defaultValue: any HTTPClient.Type { MockHTTPClient.self }
}

extension EnvironmentValues {
  /// The client type the book views fetch with; `MockHTTPClient.self` unless someone injected another one.
  ///
  /// 书籍视图取数据用的客户端类型；没有注入时是 `MockHTTPClient.self`。With Xcode 16 the key and this property can be
  /// written as one line, `@Entry var httpClient: any HTTPClient.Type = MockHTTPClient.self`, which expands to
  /// the same computed property and a private key whose `defaultValue` is computed on every read.
  public var httpClient: any HTTPClient.Type {
    get { self[BookClientKey.self] }
    set { self[BookClientKey.self] = newValue }
  }
}
