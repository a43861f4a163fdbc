import Vault
import VaultCore

// 改错题 2 / Fix 2
//
// 现象：用户在登录界面登录成功了，可 App 的其他地方（它们也从这个容器解析 AuthService）仍然显示“未登录”；
// 而且再打开一个登录界面时，上一个登录界面输入了一半的用户名也出现在新界面里。找出原因并改正。
// The symptom: a user logs in on the login screen, yet the rest of the app (which resolves AuthService from this
// container too) still shows "not logged in"; and a second login screen opens with the half-typed user name of the
// first one. Find out why, and fix it.
//
// 检查 / Check:  swift run grader --question so.fix2

/// The app's composition root: how its services are made and shared. App 的组合根：服务怎样创建、怎样共享。
public enum AppServices {
  /// Registers the app's services in `container`: 在 `container` 中注册 App 的服务。
  @MainActor
  public static func register(in container: Container) {
    container.register(AuthService.self) { _ in AuthService() }
    container.register(LoginViewModel.self, scope: .singleton) { container in
      LoginViewModel(auth: try container.resolve(AuthService.self))
    }
  }
}
