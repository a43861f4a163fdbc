/// A secure storage that keeps everything in a dictionary, for previews and tests: 把数据放在字典里的安全存储，用于预览和测试。
///
/// It never touches the real Keychain, so previews cannot leak or overwrite a developer's secrets, and tests start
/// from a known state. Set `isLocked` to make every call throw `SecureStorageError.locked`.
/// 它从不访问真正的钥匙串：预览不会泄露或覆盖开发者的机密，测试也总是从已知状态开始。把 `isLocked` 设为 true 可模拟设备锁定。
public final class InMemorySecureStorage: SecureStorage {
  /// Everything stored so far, by key: 目前保存的全部内容。
  public private(set) var values: [String: String]

  /// When true, every call throws `SecureStorageError.locked`: 为 true 时每次调用都抛出 `.locked`。
  public var isLocked = false

  /// Creates a storage holding `values`; `nonisolated` so it can be an environment key's static default.
  /// 创建持有 `values` 的存储；`nonisolated` 让它可以作为环境键的静态默认值被创建。
  public nonisolated init(values: [String: String] = [:]) {
    self.values = values
  }

  public func string(forKey key: String) throws -> String? {
    try failIfLocked()
    return values[key]
  }

  public func set(_ value: String, forKey key: String) throws {
    try failIfLocked()
    values[key] = value
  }

  public func removeValue(forKey key: String) throws {
    try failIfLocked()
    values[key] = nil
  }

  /// Throws `.locked` while `isLocked` is set: 锁定时抛错。
  private func failIfLocked() throws {
    if isLocked {
      throw SecureStorageError.locked
    }
  }
}
