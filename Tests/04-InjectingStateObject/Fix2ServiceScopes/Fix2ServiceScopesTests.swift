import GradingSupport
import SOFix2
import Testing
import Vault

/// Grades fix 2: shared state in one instance, per-screen state in one instance per screen.
@MainActor
@Suite("改错题 2：作用域 / Fix 2: scopes")
struct Fix2ServiceScopes {
  @Test("整个 App 共享同一个 AuthService / the whole app shares one AuthService")
  func authServiceIsShared() {
    let container = AppContainer()
    let first = container.auth
    let second = container.auth
    #expect(first === second, "每次读取 auth 都应得到同一个实例，否则一处登录，别处看不到 / every read of auth should return the same instance, or a login in one place is invisible elsewhere")
  }

  @Test("每个登录界面有自己的 LoginViewModel / each login screen gets its own LoginViewModel")
  func eachLoginScreenGetsItsOwnViewModel() {
    let container = AppContainer()
    let first = container.loginViewModel
    first.username = "半个名字 / half a na"
    let second = container.loginViewModel
    #expect(first !== second, "每次读取 loginViewModel 都应得到新实例，界面之间不该共享输入 / every read of loginViewModel should return a new instance, so screens do not share what was typed")
    #expect(second.username.isEmpty, "新的登录界面应从空白开始 / a new login screen should start empty")
  }

  @Test("登录后，container.auth 能看到 / after logging in, container.auth sees it")
  func loginReachesTheSharedAuthService() {
    let container = AppContainer()
    let login = container.loginViewModel
    login.username = "ada"
    login.password = "pw"
    login.logIn()
    #expect(container.auth.username == "ada", "登录应作用于 App 共享的那个 AuthService / logging in should reach the AuthService the app shares")
    #expect(container.loginViewModel.auth === container.auth, "之后的登录界面也应使用同一个 AuthService / later login screens should use the same AuthService")
  }
}
