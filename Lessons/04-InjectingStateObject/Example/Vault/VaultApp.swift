#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI
import VaultCore

/// The vault app: one container for the app's lifetime, and the storage injected into the environment at the root.
///
/// 保险箱 App：整个生命周期只有一个容器，存储在根视图注入环境。这里没有 `@main`（库不能有程序入口），
/// 依赖 `Vault` 的 App target 写 `@main struct MyVault: App { var body: some Scene { VaultApp().body } }` 即可。
/// There is no `@main` here (a library cannot have an entry point); an app target that depends on `Vault` writes
/// `@main struct MyVault: App { var body: some Scene { VaultApp().body } }`.
public struct VaultApp: App {
  // 真实的 App 在这里传入基于钥匙串的存储；示例只带了内存存储。
  // A real app passes a Keychain-backed storage here; the example only has the in-memory one.
  private let container = VaultContainer()

  /// Creates the app: 创建 App。
  public init() {}

  public var body: some Scene {
    WindowGroup {
      VaultHome(container: container)
        .environment(\.secureStorage, container.storage)
    }
  }
}
#endif
