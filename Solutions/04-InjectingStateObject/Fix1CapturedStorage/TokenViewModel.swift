// BEGIN GENERATED: requirements (swift run grader sync)
// so.fix1 的要求（每条单独计分）/ What so.fix1 requires (each scored on its own):
// 1. send(.save(token)) 把令牌写进 Reader 被 apply 到的那个存储（只写那一个），界面显示这个令牌。（2.67 分）
//    send(.save(token)) writes the token into the storage the reader is applied to (and only that one), and the screen shows it. (2.67 pts)
// 2. send(.load) 显示 Reader 被 apply 到的那个存储里保存的令牌（没有时为空）；那个存储抛错时显示错误提示。（2.67 分）
//    send(.load) shows the token stored in the storage the reader is applied to (empty when there is none), or an error message when that storage throws. (2.67 pts)
// 3. send(.clear) 从 Reader 被 apply 到的那个存储里删除令牌（其他内容保留），界面不再显示令牌。（2.67 分）
//    send(.clear) removes the token, and nothing else, from the storage the reader is applied to, and the screen shows no token. (2.67 pts)
// END GENERATED: requirements

import Combine
import VaultCore

/// The state behind the "API token" settings screen; the storage arrives when a `Reader` is applied.
///
/// “API 令牌”设置界面背后的状态。它不保存存储：每次读写都用 Reader 闭包收到的那个存储。
/// It keeps no storage: every read and write uses the storage the Reader's closure receives.
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

  /// Creates a view model with the empty state: 创建空状态的 ViewModel。
  public init() {}

  /// Returns the work for `event`, which runs with the storage the reader is applied to.
  /// 返回处理 `event` 的工作，用 Reader 被 apply 到的那个存储运行。
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { storage in
      var state = self.viewState
      do {
        switch event {
        case .load:
          state.token = try storage.string(forKey: Self.tokenKey) ?? ""  // SLIP loadUsesAppliedStorage: state.token = try InMemorySecureStorage().string(forKey: Self.tokenKey) ?? ""
        case .save(let token):
          try storage.set(token, forKey: Self.tokenKey)  // SLIP saveUsesAppliedStorage: try InMemorySecureStorage().set(token, forKey: Self.tokenKey)
          state.token = token
        case .clear:
          try storage.removeValue(forKey: Self.tokenKey)  // SLIP clearUsesAppliedStorage: try InMemorySecureStorage().removeValue(forKey: Self.tokenKey)
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
