import Vault
import VaultCore

/// The app's composition root: how its services are made and shared. App 的组合根：服务怎样创建、怎样共享。
public enum AppServices {
  /// Registers the app's services in `container`: 在 `container` 中注册 App 的服务。
  ///
  /// `AuthService` holds state every screen shares, so it is `.singleton`; a `LoginViewModel` belongs to one
  /// screen, so it is `.unique` (the default), and that screen's `@StateObject` owns it.
  /// `AuthService` 保存所有界面共享的状态，所以是 `.singleton`；`LoginViewModel` 属于某一个界面，所以是 `.unique`（默认值），
  /// 由那个界面的 `@StateObject` 持有。
  @MainActor
  public static func register(in container: Container) {
    container.register(AuthService.self, scope: .singleton) { _ in AuthService() }
    container.register(LoginViewModel.self, scope: .unique) { container in
      LoginViewModel(auth: try container.resolve(AuthService.self))
    }
  }
}
