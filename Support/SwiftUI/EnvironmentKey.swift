/// A key that names one value in `EnvironmentValues` and supplies the value read when nobody has set it.
///
/// 环境键：为 `EnvironmentValues` 中的一个值命名，并提供“没人设置过”时读到的默认值。
///
/// Same shape as SwiftUI's protocol, so a key written against this stand-in compiles unchanged on Apple platforms.
/// The protocol puts no `Sendable` constraint on `Value`; Swift 6 enforces it where it matters instead:
/// a `static let defaultValue` is global shared state, so the compiler accepts it only when its type is `Sendable`.
/// 协议本身不要求 `Value: Sendable`；但 `static let defaultValue` 是全局共享状态，Swift 6 会要求它的类型满足 `Sendable`。
public protocol EnvironmentKey {
  /// The type of the value stored under this key.
  associatedtype Value

  /// The value read from `EnvironmentValues` that never had this key set.
  static var defaultValue: Value { get }
}
