/// Somewhere to keep small secrets (a password, a token) by key, such as the Keychain: 按键保存小段机密信息的地方，例如钥匙串。
///
/// The protocol is isolated to the main actor because the lesson's views and view models call it synchronously
/// from button actions. It refines `Sendable`, so one instance can be an environment key's static default value.
/// A conforming class declared in its own type declaration is inferred to be main-actor isolated, so a test double
/// needs nothing more than `final class MyStorage: SecureStorage { var values: [String: String] = [:] … }`.
/// 协议隔离在主 actor 上：本课的视图和 ViewModel 在按钮动作里同步调用它；它继承 `Sendable`，所以可以当作环境键的静态默认值。
@MainActor
public protocol SecureStorage: Sendable {
  /// The string stored under `key`, or `nil` when there is none: `key` 下保存的字符串，没有时为 `nil`。
  func string(forKey key: String) throws -> String?

  /// Stores `value` under `key`, replacing what was there: 把 `value` 存到 `key` 下，覆盖原有的值。
  func set(_ value: String, forKey key: String) throws

  /// Removes whatever is stored under `key`; removing a missing key is not an error: 删除 `key` 下的值；键不存在不算错误。
  func removeValue(forKey key: String) throws
}

/// Why a secure storage could not do what was asked: 安全存储无法完成操作的原因。
public enum SecureStorageError: Error, Equatable, Sendable {
  /// The items are protected and the device is locked, as the Keychain reports for `.whenPasscodeSetThisDeviceOnly`.
  /// 数据受保护而设备已锁定（钥匙串对 `.whenPasscodeSetThisDeviceOnly` 的项目就会这样报告）。
  case locked
}
