import Vault

// 改错题 2 / Fix 2
//
// 现象：用户在登录界面登录成功了，可 App 的其他地方（它们都读 `container.auth`）仍然显示“未登录”；
// 而且再打开一个登录界面时，上一个登录界面输入了一半的用户名也出现在新界面里。找出原因并改正。
// The symptom: a user logs in on the login screen, yet the rest of the app (which all reads `container.auth`)
// still shows "not logged in"; and a second login screen opens with the half-typed user name of the first one.
// Find out why, and fix it.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// so.fix2 的要求（每条单独计分）/ What so.fix2 requires (each scored on its own):
// 1. 整个 App 只有一个 AuthService：每次读 container.auth 都得到同一个实例，容器创建的每个登录 ViewModel 都通过它登录。（5.33 分）
//    The app has one AuthService: every read of container.auth gives the same instance, and every login view model the container makes logs in through it. (5.33 pts)
// 2. 每次读 container.loginViewModel 都得到一个新的 LoginViewModel，所以每个登录界面都从空白开始。（2.67 分）
//    Every read of container.loginViewModel gives a new LoginViewModel, so each login screen starts empty. (2.67 pts)
// END GENERATED: requirements
//
// 保留 `AppContainer()`，并让 `auth` 和 `loginViewModel` 仍是这两个名字、这两个类型的属性（不要改成方法）：
// 测试写的是 `container.auth` 和 `container.loginViewModel`。
// Keep `AppContainer()`, and keep `auth` and `loginViewModel` as properties with these names and types (not
// methods): the tests read `container.auth` and `container.loginViewModel`.
//
// 检查 / Check:  swift run grader --question so.fix2

/// The app's dependencies as plain Swift, one member each: 用普通 Swift 写的依赖容器，每个依赖一个成员。
@MainActor
public final class AppContainer {
  /// Creates the container: 创建容器。
  public init() {}

  /// The authentication service every screen reads: 每个界面都读取的认证服务。
  public var auth: AuthService {
    AuthService()
  }

  /// The view model of a login screen: 登录界面的 ViewModel。
  public lazy var loginViewModel: LoginViewModel = LoginViewModel(auth: auth)
}
