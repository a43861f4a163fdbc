#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
import SwiftUI

/// A login screen whose view model is passed in through `init` and owned by a `@StateObject`.
///
/// 登录界面：ViewModel 通过 `init` 传入，由 `@StateObject` 持有。参数是 `@autoclosure`：
/// 调用方写 `LoginScreen(model: LoginViewModel(auth: auth))`，而 `LoginViewModel(auth:)` 只在这个视图身份第一次需要时运行一次；
/// 父视图之后每次刷新重新创建 `LoginScreen`，都不会再创建新的 ViewModel。
/// The parameter is an `@autoclosure`: callers write `LoginScreen(model: LoginViewModel(auth: auth))`, and
/// `LoginViewModel(auth:)` runs once, when this view identity first needs it; later parent updates recreate
/// `LoginScreen` without creating another view model.
public struct LoginScreen: View {
  @StateObject private var model: LoginViewModel

  /// Creates the screen around the view model `model` makes: 用 `model` 创建的 ViewModel 构造界面。
  public init(model: @autoclosure @escaping () -> LoginViewModel) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    Form {
      TextField("用户名 / User name", text: $model.username)
      SecureField("密码 / Password", text: $model.password)
      Button("登录 / Log in") {
        model.logIn()
      }
      if let message = model.errorMessage {
        Text(message)
      }
    }
  }
}
#endif
