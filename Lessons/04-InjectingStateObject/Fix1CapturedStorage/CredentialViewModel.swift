// 改错题 1 / Fix 1
//
// 现象：测试把一个内存存储 apply 给 `send(.submit(...))` 之后，那个存储仍然是空的；
// 对一个已经保存了凭据的存储 apply `send(.readCredential)`，界面上显示的也不是那个存储里的凭据。
// 预览里注入的存储同样不起作用。找出原因并改正。
// The symptom: a test applies `send(.submit(...))` to an in-memory storage, and that storage is still empty
// afterwards; applying `send(.readCredential)` to a storage that holds a credential does not show that credential
// either. A storage injected in a preview has no effect at all. Find out why, and fix it.
//
// 检查 / Check:  swift run grader --question so.fix1

import Combine
import VaultCore

/// The state behind the credential screen: 凭据界面背后的状态。
///
/// The view applies the reader `send(_:)` returns with the storage from its environment, in a button action.
/// 视图在按钮动作里，用环境中的存储 `apply` `send(_:)` 返回的 Reader。
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

  /// The storage the view model reads and writes: ViewModel 读写的存储。
  private let storage: any SecureStorage = InMemorySecureStorage()

  /// Creates a view model with an empty state: 创建空状态的 ViewModel。
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
          let username = try self.storage.string(forKey: Credential.Key.username) ?? ""
          let password = try self.storage.string(forKey: Credential.Key.password) ?? ""
          state.credential = Credential(username: username, password: password)
        case .submit(let username, let password):
          try self.storage.set(username, forKey: Credential.Key.username)
          try self.storage.set(password, forKey: Credential.Key.password)
          state.credential = Credential(username: username, password: password)
        case .deleteCredential:
          try self.storage.removeValue(forKey: Credential.Key.username)
          try self.storage.removeValue(forKey: Credential.Key.password)
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
