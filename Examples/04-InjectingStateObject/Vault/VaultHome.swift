#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI

/// The app's first screen: who is logged in, and the way to the login and credential screens.
///
/// App 的首屏：显示谁已登录，并通向登录界面和凭据界面。`AuthService` 由根视图传入（它是共享的单例），
/// 这里用 `@ObservedObject` 观察它：这个视图不拥有它。
/// `AuthService` comes from the root (it is the shared singleton); the view observes it with `@ObservedObject`,
/// since it does not own it.
public struct VaultHome: View {
  @ObservedObject private var auth: AuthService

  /// Creates the home screen for the shared `auth`: 为共享的 `auth` 创建首屏。
  public init(auth: AuthService) {
    self.auth = auth
  }

  public var body: some View {
    NavigationStack {
      List {
        if let user = auth.username {
          Text("已登录 / Logged in: \(user)")
          Button("退出 / Log out") {
            auth.logOut()
          }
        } else {
          NavigationLink("登录 / Log in") {
            LoginScreen(model: LoginViewModel(auth: auth))
          }
        }
        NavigationLink("凭据 / Credential") {
          CredentialView()
        }
      }
      .navigationTitle("保险箱 / Vault")
    }
  }
}
#endif
