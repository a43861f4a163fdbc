import SwiftUI
import VaultCore

/// The environment key behind `EnvironmentValues.secureStorage`: `secureStorage` 环境值背后的键。
///
/// The default is an empty in-memory storage, so previews and views shown without an injected storage can never
/// read or overwrite the developer's real Keychain. The app injects its real storage at the root.
/// 默认值是一个空的内存存储：没有注入时（例如预览），视图绝不会读到或覆盖开发者真实的钥匙串。App 在根视图注入真实的存储。
private struct SecureStorageKey: EnvironmentKey {
  static let defaultValue: any SecureStorage = InMemorySecureStorage()
}

extension EnvironmentValues {
  /// The secure storage views hand to their view models' readers: 视图交给 ViewModel 的 Reader 使用的安全存储。
  public var secureStorage: any SecureStorage {
    get { self[SecureStorageKey.self] }
    set { self[SecureStorageKey.self] = newValue }
  }
}
