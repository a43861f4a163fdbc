import GradingSupport
import SOFix2
import Testing
import Vault

/// Grades fix 2: shared state in one instance, per-screen state in one instance per screen.
///
/// 共享的状态只有一个实例，界面的状态每个界面一个。`authServiceIsShared` 和 `loginReachesTheSharedAuthService` 是同一个要求
/// （整个 App 只有一个 AuthService）的两种看法：auth 每次读取都新建时，两项都不可能通过。
/// `authServiceIsShared` and `loginReachesTheSharedAuthService` are two views of one requirement (one AuthService
/// for the whole app): while every read of auth makes a new one, neither can pass.
@MainActor
@Suite("改错题 2：作用域 / Fix 2: scopes")
struct Fix2ServiceScopes {
  @Test("整个 App 共享同一个 AuthService / the whole app shares one AuthService")
  func authServiceIsShared() {
    let container = AppContainer()
    let first = container.auth
    let second = container.auth
    #expect(
      first === second,
      "同一个 AppContainer 的 auth 读了两次，得到两个不同的实例；应是同一个 / reading auth twice from one AppContainer gave two different instances; expected the same one"
    )
  }

  @Test("每个登录界面有自己的 LoginViewModel / each login screen gets its own LoginViewModel")
  func eachLoginScreenGetsItsOwnViewModel() {
    let container = AppContainer()
    let first = container.loginViewModel
    first.username = "半个名字 / half a na"
    let second = container.loginViewModel
    #expect(
      first !== second,
      "同一个 AppContainer 的 loginViewModel 读了两次，两次是同一个实例；应每次都是新的 / reading loginViewModel twice from one AppContainer gave the same instance both times; expected a new one each time"
    )
    #expect(
      second.username.isEmpty,
      "在第一个 loginViewModel 里输入用户名后，再读一次 loginViewModel，它的 username 是 \(String(reflecting: second.username))，应为空 / after typing a user name into the first loginViewModel, a second read of loginViewModel had username \(String(reflecting: second.username)); expected it empty"
    )
  }

  @Test("登录后，container.auth 能看到 / after logging in, container.auth sees it")
  func loginReachesTheSharedAuthService() {
    let container = AppContainer()
    let login = container.loginViewModel
    login.username = "ada"
    login.password = "pw"
    login.logIn()
    let seen = container.auth.username
    #expect(
      seen == "ada",
      "用 container.loginViewModel 以 ada 登录之后，container.auth.username 是 \(String(reflecting: seen))，应为 \"ada\" / after logging in as ada through container.loginViewModel, container.auth.username was \(String(reflecting: seen)); expected \"ada\""
    )
    #expect(
      container.loginViewModel.auth === container.auth,
      "之后再读 loginViewModel，它的 auth 和 container.auth 不是同一个实例；应是同一个 / a later read of loginViewModel held an auth that is not the instance container.auth gives; expected the same one"
    )
  }
}
