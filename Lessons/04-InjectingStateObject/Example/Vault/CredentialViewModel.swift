import Combine
import VaultCore

/// The state behind the credential screen; its dependency, the secure storage, arrives only when a `Reader` is applied.
///
/// 凭据界面背后的状态。它不保存安全存储：`send(_:)` 返回一个 `Reader`，视图在按钮动作里用环境中的存储 `apply` 它，
/// 依赖在那一刻才被注入。所以它可以用 `@StateObject private var viewModel = CredentialViewModel()` 直接创建，
/// 不需要在 init 里拿到任何依赖。
/// It keeps no storage: `send(_:)` returns a `Reader`, and the view applies it with the storage from its environment,
/// in a button action. So the view can create it with `@StateObject private var viewModel = CredentialViewModel()`,
/// with no dependency needed in `init`.
@MainActor
public final class CredentialViewModel: ObservableObject {
  /// What the screen shows: 界面显示的内容。
  public struct ViewState: Equatable {
    /// The credential last read or saved: 最近读取或保存的凭据。
    public var credential = Credential()
    /// A message for the user after a failed operation, or `nil`: 操作失败时给用户看的提示，没有错误时为 `nil`。
    public var errorMessage: String?

    /// Creates the empty state: 创建空状态。
    public init(credential: Credential = Credential(), errorMessage: String? = nil) {
      self.credential = credential
      self.errorMessage = errorMessage
    }
  }

  /// What the user can ask for: 用户的意图。
  public enum Event: Equatable {
    /// Read the stored credential, e.g. when the screen appears: 读取保存的凭据，例如界面出现时。
    case readCredential
    /// Store a new credential: 保存新的凭据。
    case submit(username: String, password: String)
    /// Remove the stored credential: 删除保存的凭据。
    case deleteCredential
  }

  /// The current state; views observe it, and `onReceive($viewState)` sees every new value.
  /// 当前状态；视图观察它，`onReceive($viewState)` 能收到每一个新值。
  @Published public private(set) var viewState = ViewState()

  /// Creates a view model with an empty state; it needs no dependency: 创建空状态的 ViewModel，不需要任何依赖。
  public init() {}

  /// Returns the work for `event`, which runs only when the reader is applied to a storage.
  ///
  /// 返回处理 `event` 的工作；只有把 Reader apply 到某个存储上时才会运行。
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { storage in
      // 先算出新状态，最后一次性赋值：每个事件只发布一次。
      // Work out the new state first and assign it once, so each event publishes once.
      var state = self.viewState
      do {
        switch event {
        case .readCredential:
          let username = try storage.string(forKey: Credential.Key.username) ?? ""
          let password = try storage.string(forKey: Credential.Key.password) ?? ""
          state.credential = Credential(username: username, password: password)
        case .submit(let username, let password):
          try storage.set(username, forKey: Credential.Key.username)
          try storage.set(password, forKey: Credential.Key.password)
          state.credential = Credential(username: username, password: password)
        case .deleteCredential:
          try storage.removeValue(forKey: Credential.Key.username)
          try storage.removeValue(forKey: Credential.Key.password)
          state.credential = Credential()
        }
        state.errorMessage = nil
      } catch {
        state.errorMessage = "安全存储不可用 / The secure storage is unavailable: \(error)"
      }
      self.viewState = state
    }
  }
}
