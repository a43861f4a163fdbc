import Combine
import VaultCore

// 编程题 2：send(_:) 返回 Reader 的密码锁 ViewModel
// Code 2: a passcode view model whose send(_:) returns a Reader
//
// 这个 ViewModel 不保存存储：`send(_:)` 返回一个 `Reader<any SecureStorage, Void>`，视图在按钮动作里写
// `viewModel.send(.unlock(code)).apply(storage)`，存储在 apply 的那一刻才被交进来（见 README 第 3 节）。
// This view model keeps no storage: `send(_:)` returns a `Reader<any SecureStorage, Void>`, and a view writes
// `viewModel.send(.unlock(code)).apply(storage)` in a button action, so the storage arrives only at apply time
// (README, section 3).
//
// BEGIN GENERATED: requirements (swift run grader sync)
// so.code2 的要求（每条单独计分）/ What so.code2 requires (each scored on its own):
// 1. 调用 send(_:) 本身既不读写任何存储，也不改变 viewState；事件在 Reader 被 apply 时才处理。（1 分）
//    Calling send(_:) neither touches any storage nor changes viewState; the event is handled when the reader is applied. (1 pt)
// 2. .setPasscode 收到 4 位数字时，把它写进 Reader 被 apply 到的那个存储的 passcodeKey 下，hasPasscode 变为 true。（1 分）
//    .setPasscode with four digits writes the code under passcodeKey into the storage the reader is applied to, and hasPasscode becomes true. (1 pt)
// 3. .setPasscode 收到的不是正好 4 个数字（"0"…"9"）时不写存储、设置 errorMessage、hasPasscode 保持 false；4 位数字则被接受。（1 分）
//    .setPasscode with anything but exactly four digits "0"…"9" writes nothing, sets errorMessage and leaves hasPasscode false; four digits are accepted. (1 pt)
// 4. .load 按 apply 的存储里 passcodeKey 下有没有值设置 hasPasscode。（1 分）
//    .load sets hasPasscode to whether the applied storage holds a value under passcodeKey. (1 pt)
// 5. .unlock 只有在输入和 apply 的存储里的密码相同时才让 isUnlocked 为 true；否则（或根本没有密码）isUnlocked 为 false 并设置 errorMessage。（1 分）
//    .unlock sets isUnlocked only when the code equals the passcode in the applied storage; otherwise (or with none stored) isUnlocked is false and errorMessage is set. (1 pt)
// 6. .removePasscode 只从 apply 的存储里删除 passcodeKey；hasPasscode 和 isUnlocked 都变为 false。（1 分）
//    .removePasscode removes passcodeKey, and nothing else, from the applied storage; hasPasscode and isUnlocked become false. (1 pt)
// 7. 存储抛错时设置 errorMessage，也不会解锁（不崩溃）；之后成功的事件把 errorMessage 清为 nil。（1 分）
//    When the storage throws, errorMessage is set and nothing unlocks (no crash); the next event that succeeds sets errorMessage back to nil. (1 pt)
// 8. viewState 的每次变化都通过 objectWillChange 通知出去（viewState 保持 @Published）。（1 分）
//    Every change of viewState is announced through objectWillChange (viewState stays @Published). (1 pt)
// END GENERATED: requirements
//
// TODO: 实现 `send(_:)`：返回一个 Reader，它在被 apply 时用收到的存储处理事件，做到上面列出的每一条。
//   每个事件最好只给 `viewState` 赋值一次（先改一个局部副本，最后整体赋值），这样每个事件只发布一次新状态（建议，不计分）。
//   保留 `viewState` 的 `@Published` 和下面这些名字（`PasscodeViewModel()`、`Event`、`ViewState`、`passcodeKey`）：检查要用。
// TODO: implement `send(_:)`: return a Reader that, when applied, handles the event with the storage it receives, doing
//   everything listed above.
//   Preferably assign `viewState` once per event (change a local copy, then assign it), so each event publishes
//   one new state (advice, not graded).
//   Keep `viewState` `@Published` and the names below (`PasscodeViewModel()`, `Event`, `ViewState`, `passcodeKey`):
//   the checks use them.
//
// 检查 / Check:  swift run grader --question so.code2

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
  /// 返回处理 `event` 的工作；在把 Reader apply 到某个存储之前什么都不会发生。
  public func send(_ event: Event) -> Reader<any SecureStorage, Void> {
    Reader { storage in
      // TODO
    }
  }
}
