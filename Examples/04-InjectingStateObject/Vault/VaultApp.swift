#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI
import VaultCore

/// The vault app: builds the container once, resolves the shared services at launch, injects the storage at the root.
///
/// 保险箱 App：启动时建一次容器，解析共享服务，在根视图注入存储。这里没有 `@main`（库不能有程序入口），
/// 依赖 `Vault` 的 App target 写 `@main struct MyVault: App { var body: some Scene { VaultApp().body } }` 即可。
/// There is no `@main` here (a library cannot have an entry point); an app target that depends on `Vault` writes
/// `@main struct MyVault: App { var body: some Scene { VaultApp().body } }`.
public struct VaultApp: App {
  private let auth: AuthService
  private let storage: any SecureStorage

  /// Creates the app: 创建 App。
  public init() {
    let container = Container()
    VaultServices.register(in: container)
    // 启动时就解析共享服务：组合根里缺少注册是程序错误，在这里失败，每次启动都能立刻发现，而不是藏在某个界面深处。
    // Resolve the shared services at launch: a missing registration in the composition root is a bug, and failing
    // here shows it on every launch instead of deep inside some screen.
    do {
      auth = try container.resolve(AuthService.self)
    } catch {
      preconditionFailure("\(error)")
    }
    // 真实的 App 在这里注入基于钥匙串的存储；示例只带了内存存储。
    // A real app injects a Keychain-backed storage here; the example only has the in-memory one.
    storage = InMemorySecureStorage()
  }

  public var body: some Scene {
    WindowGroup {
      VaultHome(auth: auth)
        .environment(\.secureStorage, storage)
    }
  }
}
#endif
