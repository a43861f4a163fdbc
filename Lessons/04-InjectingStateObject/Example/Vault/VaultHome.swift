#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI

/// The app's first screen: who is logged in, and the way to the login and credential screens.
///
/// App 的首屏：显示谁已登录，并通向登录界面和凭据界面。共享的 `AuthService` 来自容器，这里用 `@ObservedObject`
/// 观察它：这个视图不拥有它。登录界面的 ViewModel 通过自动闭包传入，只在那个界面第一次出现时创建一次。
/// The shared `AuthService` comes from the container and is observed with `@ObservedObject`, since this view does not
/// own it. The login screen's view model is passed in as an autoclosure, so it is made once, when that screen first
/// appears.
public struct VaultHome: View {
  private let container: VaultContainer
  @ObservedObject private var auth: AuthService

  /// Creates the home screen from the app's container: 用 App 的容器创建首屏。
  public init(container: VaultContainer) {
    self.container = container
    self.auth = container.auth
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
            LoginScreen(model: container.makeLoginViewModel())
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
