// 改错题 1 / Fix 1
//
// 现象：测试把一个内存存储 apply 给 `send(.save("abc"))` 之后，那个存储仍然是空的；
// 对一个已经保存了令牌的存储 apply `send(.load)`，界面上显示的也不是那个令牌。
// 预览里注入的存储同样不起作用。找出原因并改正。
// The symptom: a test applies `send(.save("abc"))` to an in-memory storage, and that storage is still empty
// afterwards; applying `send(.load)` to a storage that holds a token does not show that token either. A storage
// injected in a preview has no effect at all. Find out why, and fix it.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// so.fix1 的要求（每条单独计分）/ What so.fix1 requires (each scored on its own):
// 1. send(.save(token)) 把令牌写进 Reader 被 apply 到的那个存储（只写那一个），界面显示这个令牌。（2.67 分）
//    send(.save(token)) writes the token into the storage the reader is applied to (and only that one), and the screen shows it. (2.67 pts)
// 2. send(.load) 显示 Reader 被 apply 到的那个存储里保存的令牌（没有时为空）；那个存储抛错时显示错误提示。（2.67 分）
//    send(.load) shows the token stored in the storage the reader is applied to (empty when there is none), or an error message when that storage throws. (2.67 pts)
// 3. send(.clear) 从 Reader 被 apply 到的那个存储里删除令牌（其他内容保留），界面不再显示令牌。（2.67 分）
//    send(.clear) removes the token, and nothing else, from the storage the reader is applied to, and the screen shows no token. (2.67 pts)
// END GENERATED: requirements
//
// 保留这些名字和形状，测试按它们调用：`TokenViewModel()`、`viewState`（`token`、`errorMessage`）、`Event`
// （`.save(_:)`、`.load`、`.clear`）、`tokenKey`，以及返回 `Reader<any SecureStorage, Void>` 的 `send(_:)`。
// Keep these names and shapes, which the tests call: `TokenViewModel()`, `viewState` (`token`, `errorMessage`),
// `Event` (`.save(_:)`, `.load`, `.clear`), `tokenKey`, and `send(_:)` returning a `Reader<any SecureStorage, Void>`.
//
// 检查 / Check:  swift run grader --question so.fix1

import Combine
import VaultCore

/// The state behind the "API token" settings screen: “API 令牌”设置界面背后的状态。
///
/// The view applies the reader `send(_:)` returns with the storage from its environment, in a button action.
/// 视图在按钮动作里，用环境中的存储 `apply` `send(_:)` 返回的 Reader。
@MainActor
public final class TokenViewModel: ObservableObject {
  /// What the screen shows: 界面显示的内容。
  public struct ViewState: Equatable {
    /// The stored token, or empty: 保存的令牌，没有时为空。
    public var token = ""
    /// A message for the user after a failure, or `nil`: 失败时给用户的提示，否则为 `nil`。
    public var errorMessage: String?

    /// Creates a state: 创建一个状态。
    public init(token: String = "", errorMessage: String? = nil) {
      self.token = token
      self.errorMessage = errorMessage
    }
  }

  /// What the user can ask for: 用户的意图。
  public enum Event: Equatable {
    /// Read the stored token: 读取保存的令牌。
    case load
    /// Store a new token: 保存新的令牌。
    case save(String)
    /// Remove the stored token: 删除保存的令牌。
    case clear
  }

  /// The storage key of the token: 令牌保存时使用的键。
  public static let tokenKey = "api.token"

  /// The current state: 当前状态。
  @Published public private(set) var viewState = ViewState()

  /// The storage the view model reads and writes: ViewModel 读写的存储。
  private let storage: any SecureStorage = InMemorySecureStorage()

  /// Creates a view model with the empty state: 创建空状态的 ViewModel。
  public init() {}

  /// Returns the work for `event`: 返回处理 `event` 的工作。
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { storage in
      var state = self.viewState
      do {
        switch event {
        case .load:
          state.token = try self.storage.string(forKey: Self.tokenKey) ?? ""
        case .save(let token):
          try self.storage.set(token, forKey: Self.tokenKey)
          state.token = token
        case .clear:
          try self.storage.removeValue(forKey: Self.tokenKey)
          state.token = ""
        }
        state.errorMessage = nil
      } catch {
        state.errorMessage = "安全存储不可用 / The secure storage is unavailable: \(error)"
      }
      self.viewState = state
    }
  }
}
