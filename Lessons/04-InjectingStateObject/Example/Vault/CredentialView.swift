#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI
import VaultCore

/// The credential screen: the view model is created with no dependency, and the storage is applied at each call site.
///
/// 凭据界面：ViewModel 创建时不需要任何依赖；存储从环境读出，在每个调用处（onAppear、按钮动作）通过 `apply` 注入。
/// The storage comes from the environment and is injected at each call site (onAppear, the button actions) by `apply`.
public struct CredentialView: View {
  @Environment(\.secureStorage) private var storage
  @StateObject private var viewModel = CredentialViewModel()
  @State private var username = ""
  @State private var password = ""

  /// Creates the screen: 创建界面。
  public init() {}

  public var body: some View {
    Form {
      Section("凭据 / Credential") {
        TextField("用户名 / User name", text: $username)
        SecureField("密码 / Password", text: $password)
      }
      Section {
        Button("保存 / Save") {
          // 依赖在这里注入：send 只返回 Reader，apply 才真正写入。
          // The dependency is injected here: send only returns a Reader; apply does the writing.
          viewModel.send(.submit(username: username, password: password)).apply(storage)
        }
        Button("删除 / Delete") {
          viewModel.send(.deleteCredential).apply(storage)
        }
      }
      if let message = viewModel.viewState.errorMessage {
        Text(message)
      }
    }
    .onAppear {
      viewModel.send(.readCredential).apply(storage)
    }
    .onReceive(viewModel.$viewState) { state in
      username = state.credential.username
      password = state.credential.password
    }
  }
}
#endif
