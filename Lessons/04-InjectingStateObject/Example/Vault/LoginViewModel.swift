import Combine

/// The state of one login screen, with the shared `AuthService` passed in through `init`.
///
/// 一个登录界面的状态；共享的 `AuthService` 通过 `init` 传入。每个登录界面各有一个，所以在容器里注册为 `.unique`，
/// 再由界面的 `@StateObject` 持有。
/// There is one per login screen, so a container registers it as `.unique`, and the screen's `@StateObject` owns it.
@MainActor
public final class LoginViewModel: ObservableObject {
  /// The user name being typed: 正在输入的用户名。
  @Published public var username = ""
  /// The password being typed: 正在输入的密码。
  @Published public var password = ""
  /// A message after a failed attempt, or `nil`: 登录失败时的提示，否则为 `nil`。
  @Published public private(set) var errorMessage: String?

  /// The app's shared authentication service: App 共享的认证服务。
  public let auth: AuthService

  /// Creates the screen's state around the shared `auth`: 围绕共享的 `auth` 创建界面状态。
  public init(auth: AuthService) {
    self.auth = auth
  }

  /// Tries to log in with what was typed: 用输入的内容尝试登录。
  public func logIn() {
    errorMessage = auth.logIn(username: username, password: password)
      ? nil : "请填写用户名和密码 / Fill in both the user name and the password"
  }
}
