import GradingSupport
import SOFix2
import Testing
import Vault
import VaultCore

/// Grades fix 2: shared state in one instance, per-screen state in one instance per screen.
@MainActor
@Suite("改错题 2：作用域 / Fix 2: scopes")
struct Fix2ServiceScopes {
  private func registeredContainer() -> Container {
    let container = Container()
    AppServices.register(in: container)
    return container
  }

  @Test("整个 App 共享同一个 AuthService / the whole app shares one AuthService")
  func authServiceIsShared() throws {
    let container = registeredContainer()
    let first = try container.resolve(AuthService.self)
    let second = try container.resolve(AuthService.self)
    #expect(first === second, "每次解析 AuthService 都应得到同一个实例，否则一处登录，别处看不到 / every resolution of AuthService should return the same instance, or a login in one place is invisible elsewhere")
  }

  @Test("每个登录界面有自己的 LoginViewModel / each login screen gets its own LoginViewModel")
  func eachLoginScreenGetsItsOwnViewModel() throws {
    let container = registeredContainer()
    let first = try container.resolve(LoginViewModel.self)
    first.username = "半个名字 / half a na"
    let second = try container.resolve(LoginViewModel.self)
    #expect(first !== second, "每次解析 LoginViewModel 都应得到新实例，界面之间不该共享输入 / every resolution of LoginViewModel should return a new instance, so screens do not share what was typed")
    #expect(second.username.isEmpty, "新的登录界面应从空白开始 / a new login screen should start empty")
  }

  @Test("登录后，从容器解析的 AuthService 能看到 / after logging in, the AuthService resolved from the container sees it")
  func loginReachesTheSharedAuthService() throws {
    let container = registeredContainer()
    let login = try container.resolve(LoginViewModel.self)
    login.username = "ada"
    login.password = "pw"
    login.logIn()
    let auth = try container.resolve(AuthService.self)
    #expect(auth.username == "ada", "登录应作用于 App 共享的那个 AuthService / logging in should reach the AuthService the app shares")
    let nextScreen = try container.resolve(LoginViewModel.self)
    #expect(nextScreen.auth === auth, "之后的登录界面也应使用同一个 AuthService / later login screens should use the same AuthService")
  }
}
