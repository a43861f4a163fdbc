import BookAPI
import SwiftUI

/// The environment key under which views find the client type: 视图查找客户端类型所用的环境键。
///
/// Its default is the mock. A view that nobody configured, such as a `#Preview` or a test that builds
/// `EnvironmentValues()`, therefore gets sample data and never reaches the server; the real client is opt-in,
/// injected once at the app's root.
/// 默认值是 Mock：没有人配置过的视图（`#Preview`、构造 `EnvironmentValues()` 的测试）拿到的是示例数据，
/// 永远不会访问服务器；真实客户端需要主动选择，只在 App 的根视图注入一次。
///
/// `static let` is global shared state, which Swift 6 accepts only for a `Sendable` type: `any HTTPClient.Type` is
/// `Sendable` because `HTTPClient` refines `Sendable`.
/// `static let` 是全局共享状态，Swift 6 只接受 `Sendable` 类型；因为 `HTTPClient` 继承了 `Sendable`，这里才能通过。
private struct HTTPClientKey: EnvironmentKey {
  static let defaultValue: any HTTPClient.Type = MockHTTPClient.self
}

extension EnvironmentValues {
  /// The client type views fetch with; `MockHTTPClient.self` unless someone injected another one.
  ///
  /// 视图取数据用的客户端类型；没有注入时是 `MockHTTPClient.self`。With Xcode 16 the key and this property can be
  /// written as one line, `@Entry var httpClient: any HTTPClient.Type = MockHTTPClient.self`, which expands to
  /// the same computed property and a private key whose `defaultValue` is computed on every read.
  public var httpClient: any HTTPClient.Type {
    get { self[HTTPClientKey.self] }
    set { self[HTTPClientKey.self] = newValue }
  }
}
