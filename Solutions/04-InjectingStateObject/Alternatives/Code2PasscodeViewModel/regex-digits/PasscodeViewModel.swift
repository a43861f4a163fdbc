// Alternative: four digits checked with a regex literal, /[0-9]{4}/, matched against the whole code.
import Combine
import VaultCore

@MainActor
public final class PasscodeViewModel: ObservableObject {
  /// What the screen shows: 界面显示的内容。
  public struct ViewState: Equatable {
    /// Whether a passcode is stored: 是否已经设置了密码。
    public var hasPasscode = false
    /// Whether the last unlock attempt succeeded: 最近一次解锁是否成功。
    public var isUnlocked = false
    /// A message for the user after a failure, or `nil`: 失败时给用户的提示，没有错误时为 `nil`。
    public var errorMessage: String?

    /// Creates a state: 创建一个状态。
    public init(hasPasscode: Bool = false, isUnlocked: Bool = false, errorMessage: String? = nil) {
      self.hasPasscode = hasPasscode
      self.isUnlocked = isUnlocked
      self.errorMessage = errorMessage
    }
  }

  /// What the user can ask for: 用户的意图。
  public enum Event: Equatable {
    /// Find out whether a passcode is stored: 查看是否已经保存了密码。
    case load
    /// Store a new passcode of exactly four digits: 保存一个正好 4 位数字的新密码。
    case setPasscode(String)
    /// Compare `code` with the stored passcode: 把 `code` 和保存的密码比较。
    case unlock(String)
    /// Remove the stored passcode: 删除保存的密码。
    case removePasscode
  }

  /// The storage key of the passcode: 密码保存时使用的键。
  public static let passcodeKey = "passcode"

  /// The current state: 当前状态。
  @Published public private(set) var viewState = ViewState()

  /// Creates a view model with the empty state; it needs no dependency: 创建空状态的 ViewModel，不需要任何依赖。
  public init() {}

  /// Returns the work for `event`; nothing happens until the reader is applied to a storage.
  /// 返回处理 `event` 的工作；在把 Reader apply 到某个存储之前什么都不会发生。
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { storage in
      var state = self.viewState
      do {
        switch event {
        case .load:
          state.hasPasscode = try storage.string(forKey: Self.passcodeKey) != nil
          state.errorMessage = nil
        case .setPasscode(let code):
          guard Self.isValid(code) else {
            state.errorMessage = "密码必须是 4 位数字 / The passcode must be four digits"
            break
          }
          try storage.set(code, forKey: Self.passcodeKey)
          state.hasPasscode = true
          state.errorMessage = nil
        case .unlock(let code):
          let stored = try storage.string(forKey: Self.passcodeKey)
          if let stored, stored == code {
            state.isUnlocked = true
            state.errorMessage = nil
          } else {
            state.isUnlocked = false
            state.errorMessage = stored == nil ? "还没有设置密码 / No passcode set" : "密码错误 / Wrong passcode"
          }
        case .removePasscode:
          try storage.removeValue(forKey: Self.passcodeKey)
          state.hasPasscode = false
          state.isUnlocked = false
          state.errorMessage = nil
        }
      } catch {
        state.isUnlocked = false
        state.errorMessage = "存储出错 / Storage error: \(error)"
      }
      self.viewState = state
    }
  }

  private static func isValid(_ code: String) -> Bool {
    code.wholeMatch(of: /[0-9]{4}/) != nil
  }
}
