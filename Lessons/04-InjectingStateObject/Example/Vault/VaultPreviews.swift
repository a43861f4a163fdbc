#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI
import VaultCore

// 预览注入内存存储：不会碰到真正的钥匙串。
// Previews inject in-memory storages: the real Keychain is never touched.
//
// 预览的内容写在下面的静态属性里，Linux 上也会做类型检查；`#Preview` 宏只能在 Apple 平台上展开，所以每个预览只有一行。
// The previews' content lives in the properties below, which are type-checked on Linux too; the `#Preview` macro
// expands only on Apple platforms, so each preview is one line that shows one of them.

extension CredentialView {
  /// The screen over a storage that already holds a credential: 存储里已经有凭据。
  static var savedCredentialPreview: some View {
    CredentialView()
      .environment(
        \.secureStorage,
        InMemorySecureStorage(values: [Credential.Key.username: "ada", Credential.Key.password: "secret"])
      )
  }

  /// The screen over a locked storage, to show the error message: 存储已锁定，显示错误信息。
  static var lockedPreview: some View {
    let storage = InMemorySecureStorage()
    storage.isLocked = true
    return CredentialView().environment(\.secureStorage, storage)
  }
}

extension LoginScreen {
  /// The login screen with a fresh authentication service: 使用新的认证服务的登录界面。
  static var preview: some View {
    LoginScreen(model: LoginViewModel(auth: AuthService()))
  }
}

#if os(macOS) || os(iOS)
#Preview("已保存凭据 / Saved credential") { CredentialView.savedCredentialPreview }
#Preview("设备已锁定 / Device locked") { CredentialView.lockedPreview }
#Preview("登录 / Log in") { LoginScreen.preview }
#endif
#endif
