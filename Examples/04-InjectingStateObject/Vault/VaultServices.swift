import VaultCore

/// The composition root: the one place that says how the app's long-lived services are made and shared.
///
/// 组合根：唯一一处说明 App 的服务如何创建、如何共享的地方。视图不自己去容器里找东西：根视图解析一次，再把服务往下传。
/// Views do not reach into the container themselves: the root resolves once and passes the services down.
public enum VaultServices {
  /// Registers the app's services in `container`: 在 `container` 中注册 App 的服务。
  ///
  /// - `AuthService` holds state every screen shares, so it is `.singleton`.
  ///   `AuthService` 保存所有界面共享的状态，所以是 `.singleton`。
  /// - `LoginViewModel` belongs to one screen, so it is `.unique`; the screen's `@StateObject` owns it.
  ///   `LoginViewModel` 属于某一个界面，所以是 `.unique`，由那个界面的 `@StateObject` 持有。
  @MainActor
  public static func register(in container: Container) {
    container.register(AuthService.self, scope: .singleton) { _ in AuthService() }
    container.register(LoginViewModel.self, scope: .unique) { container in
      LoginViewModel(auth: try container.resolve(AuthService.self))
    }
  }
}
