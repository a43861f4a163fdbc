import Combine

/// Who is logged in, shared by every screen of the app: 当前登录的用户，全 App 共享。
///
/// It holds state that many screens read, so a container registers it as `.singleton`.
/// 它保存着许多界面都要读的状态，所以在容器里注册为 `.singleton`。
@MainActor
public final class AuthService: ObservableObject {
  /// The logged-in user's name, or `nil`: 已登录用户的名字，未登录时为 `nil`。
  @Published public private(set) var username: String?

  /// Creates a service with nobody logged in: 创建一个无人登录的服务。
  public init() {}

  /// Logs `username` in when both fields are filled in; returns whether it worked (a demo check, not real auth).
  /// 两项都填写时登录 `username`，返回是否成功（演示用的检查，不是真正的认证）。
  @discardableResult
  public func logIn(username: String, password: String) -> Bool {
    guard !username.isEmpty, !password.isEmpty else { return false }
    self.username = username
    return true
  }

  /// Logs the user out: 退出登录。
  public func logOut() {
    username = nil
  }
}
