// Alternative: one private method per event, each changing viewState in place (several publications per event); validation with isASCII and isNumber.
import Combine
import VaultCore

/// The state behind a passcode lock screen: 密码锁界面背后的状态。
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
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { storage in
      switch event {
      case .load: self.load(from: storage)
      case .setPasscode(let code): self.setPasscode(code, in: storage)
      case .unlock(let code): self.unlock(with: code, in: storage)
      case .removePasscode: self.removePasscode(from: storage)
      }
    }
  }

  private func load(from storage: any SecureStorage) {
    do {
      viewState.hasPasscode = try storage.string(forKey: Self.passcodeKey) != nil
      viewState.errorMessage = nil
    } catch {
      report(error)
    }
  }

  private func setPasscode(_ code: String, in storage: any SecureStorage) {
    guard code.count == 4, code.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      viewState.errorMessage = "Use exactly four digits"
      return
    }
    do {
      try storage.set(code, forKey: Self.passcodeKey)
      viewState.hasPasscode = true
      viewState.errorMessage = nil
    } catch {
      report(error)
    }
  }

  private func unlock(with code: String, in storage: any SecureStorage) {
    do {
      let stored = try storage.string(forKey: Self.passcodeKey)
      if let stored, stored == code {
        viewState.isUnlocked = true
        viewState.errorMessage = nil
      } else {
        viewState.isUnlocked = false
        viewState.errorMessage = stored == nil ? "No passcode is set" : "Wrong passcode"
      }
    } catch {
      viewState.isUnlocked = false
      report(error)
    }
  }

  private func removePasscode(from storage: any SecureStorage) {
    do {
      try storage.removeValue(forKey: Self.passcodeKey)
      viewState = ViewState()
    } catch {
      report(error)
    }
  }

  private func report(_ error: any Error) {
    viewState.errorMessage = "Storage error: \(error)"
  }
}
