// Alternative: a static throwing handler computes the next state, refusals are thrown errors too, and Result turns both into messages; the reader captures self weakly.
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

  /// Why an event could not be handled without the storage failing.
  private struct Refusal: Error {
    let message: String
  }

  /// Returns the work for `event`; nothing happens until the reader is applied to a storage.
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { [weak self] storage in
      guard let self else { return }
      let current = self.viewState
      let result = Result { try Self.handle(event, state: current, storage: storage) }
      switch result {
      case .success(let next):
        self.viewState = next
      case .failure(let refusal as Refusal):
        var next = current
        next.isUnlocked = false
        next.errorMessage = refusal.message
        self.viewState = next
      case .failure(let error):
        var next = current
        next.isUnlocked = false
        next.errorMessage = "The storage failed: \(error)"
        self.viewState = next
      }
    }
  }

  /// The state after `event`, or a thrown `Refusal` or storage error.
  private static func handle(_ event: Event, state: ViewState, storage: any SecureStorage) throws -> ViewState {
    var next = state
    next.errorMessage = nil
    switch event {
    case .load:
      next.hasPasscode = try storage.string(forKey: passcodeKey) != nil
    case .setPasscode(let code):
      let digits = code.unicodeScalars.filter { ("0"..."9").contains($0) }
      guard code.unicodeScalars.count == 4, digits.count == 4 else {
        throw Refusal(message: "A passcode is four digits")
      }
      try storage.set(code, forKey: passcodeKey)
      next.hasPasscode = true
    case .unlock(let code):
      guard let stored = try storage.string(forKey: passcodeKey) else {
        throw Refusal(message: "No passcode is stored")
      }
      guard stored == code else { throw Refusal(message: "Wrong passcode") }
      next.hasPasscode = true
      next.isUnlocked = true
    case .removePasscode:
      try storage.removeValue(forKey: passcodeKey)
      next.hasPasscode = false
      next.isUnlocked = false
    }
    return next
  }
}
