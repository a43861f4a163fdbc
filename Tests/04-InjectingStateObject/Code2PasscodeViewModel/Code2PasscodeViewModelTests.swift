import Combine
import GradingSupport
import SOPasscode
import Testing
import VaultCore

/// Grades code 2: a Reader-based passcode view model, checked against the suite's own storage.
@MainActor
@Suite("编程题 2：send(_:) 返回 Reader 的 ViewModel / Code 2: a view model whose send(_:) returns a Reader")
struct Code2PasscodeViewModel {
  private let key = PasscodeViewModel.passcodeKey

  @Test("send 本身什么都不做，apply 之后才处理事件 / send alone does nothing; the event is handled once applied")
  func sendDoesNothingUntilApplied() {
    let storage = RecordingStorage()
    let viewModel = PasscodeViewModel()
    let events: [PasscodeViewModel.Event] = [.load, .setPasscode("1234"), .unlock("1234"), .removePasscode]
    let readers = events.map { viewModel.send($0) }
    #expect(storage.calls.isEmpty, "只调用 send 不应读写存储：把工作放进 Reader 的闭包 / send alone should not touch the storage: put the work inside the Reader's closure")
    #expect(viewModel.viewState == PasscodeViewModel.ViewState(), "只调用 send 不应改变 viewState / send alone should not change viewState")
    _ = readers

    viewModel.send(.setPasscode("2468")).apply(storage)
    #expect(storage.values[key] == "2468", "apply 之后密码应写进 apply 的存储 / once applied, the passcode should be written to the applied storage")
  }

  @Test("setPasscode 写进 apply 的存储 / setPasscode writes to the applied storage")
  func setPasscodeWritesToAppliedStorage() {
    let first = RecordingStorage()
    let second = RecordingStorage()
    let viewModel = PasscodeViewModel()
    viewModel.send(.setPasscode("1357")).apply(first)
    #expect(first.values == [key: "1357"], "密码应以 passcodeKey 为键写进 apply 的存储 / the passcode should be written under passcodeKey to the applied storage")
    #expect(viewModel.viewState.hasPasscode, "设置密码后 hasPasscode 应为 true / hasPasscode should be true after setting a passcode")
    #expect(viewModel.viewState.errorMessage == nil, "成功时 errorMessage 应为 nil / errorMessage should be nil after a success")

    viewModel.send(.setPasscode("8642")).apply(second)
    #expect(second.values == [key: "8642"], "每次都应写进这一次 apply 的存储，而不是第一次用过的那个 / each call should write to the storage applied this time, not the first one used")
    #expect(first.values == [key: "1357"], "不应再写进之前 apply 过的存储 / a storage applied earlier should not be written again")
  }

  @Test("load 和 unlock 读取 apply 的存储 / load and unlock read the applied storage")
  func loadAndUnlockReadAppliedStorage() {
    let viewModel = PasscodeViewModel()
    viewModel.send(.load).apply(RecordingStorage(values: [key: "1111"]))
    #expect(viewModel.viewState.hasPasscode, "存储里有密码时，load 之后 hasPasscode 应为 true / hasPasscode should be true after load when the storage holds a passcode")
    viewModel.send(.load).apply(RecordingStorage())
    #expect(!viewModel.viewState.hasPasscode, "存储里没有密码时，load 之后 hasPasscode 应为 false / hasPasscode should be false after load when the storage holds none")

    let storage = RecordingStorage(values: [key: "4321"])
    viewModel.send(.unlock("4321")).apply(storage)
    #expect(viewModel.viewState.isUnlocked, "输入的密码与存储的相同，应解锁 / the right passcode should unlock")
    #expect(viewModel.viewState.errorMessage == nil, "解锁成功时 errorMessage 应为 nil / errorMessage should be nil after unlocking")
    viewModel.send(.unlock("0000")).apply(storage)
    #expect(!viewModel.viewState.isUnlocked, "密码不对时 isUnlocked 应为 false / a wrong passcode should leave isUnlocked false")
    #expect(viewModel.viewState.errorMessage != nil, "密码不对时应设置 errorMessage / a wrong passcode should set errorMessage")
    viewModel.send(.unlock("4321")).apply(RecordingStorage())
    #expect(!viewModel.viewState.isUnlocked, "存储里没有密码时不应解锁 / with no stored passcode, nothing should unlock")

    let remove = RecordingStorage(values: [key: "4321", "other": "kept"])
    viewModel.send(.unlock("4321")).apply(remove)
    viewModel.send(.removePasscode).apply(remove)
    #expect(remove.values == ["other": "kept"], "removePasscode 应只删除 passcodeKey / removePasscode should remove passcodeKey only")
    #expect(!viewModel.viewState.hasPasscode && !viewModel.viewState.isUnlocked, "删除后 hasPasscode 和 isUnlocked 都应为 false / after removing, hasPasscode and isUnlocked should both be false")
  }

  @Test("不合格的密码被拒绝，不写存储 / an invalid passcode is rejected without touching the storage")
  func invalidPasscodeIsRejected() {
    let viewModel = PasscodeViewModel()
    for code in ["123", "12345", "12a4", ""] {
      let storage = RecordingStorage()
      viewModel.send(.setPasscode(code)).apply(storage)
      #expect(storage.values.isEmpty, "“\(code)” 不是 4 位数字，不应写进存储 / \"\(code)\" is not four digits and should not be stored")
      #expect(viewModel.viewState.errorMessage != nil, "“\(code)” 不合格时应设置 errorMessage / \"\(code)\" should set errorMessage")
      #expect(!viewModel.viewState.hasPasscode, "不合格的密码不应让 hasPasscode 变为 true / an invalid passcode should not make hasPasscode true")
    }
    let storage = RecordingStorage()
    viewModel.send(.setPasscode("0420")).apply(storage)
    #expect(storage.values[key] == "0420", "“0420” 是合格的密码 / \"0420\" is a valid passcode")
    #expect(viewModel.viewState.errorMessage == nil, "之后成功时应清掉 errorMessage / a later success should clear errorMessage")
  }

  @Test("存储出错变成错误信息，之后成功会清掉 / storage errors become a message that a later success clears")
  func storageErrorsBecomeMessages() {
    let storage = RecordingStorage(values: [key: "9999"])
    storage.fails = true
    let viewModel = PasscodeViewModel()
    for event: PasscodeViewModel.Event in [.load, .setPasscode("1234"), .unlock("9999"), .removePasscode] {
      viewModel.send(.load).apply(RecordingStorage())
      viewModel.send(event).apply(storage)
      #expect(viewModel.viewState.errorMessage != nil, "存储在 \(event) 时抛错，应设置 errorMessage / the storage threw during \(event), so errorMessage should be set")
      #expect(!viewModel.viewState.isUnlocked, "出错时不应解锁 / an error should not unlock")
    }
    storage.fails = false
    viewModel.send(.load).apply(storage)
    #expect(viewModel.viewState.errorMessage == nil, "存储恢复后再成功一次，应清掉 errorMessage / once the storage works again, a success should clear errorMessage")
    #expect(viewModel.viewState.hasPasscode, "恢复后 load 应看到保存的密码 / after recovering, load should see the stored passcode")
  }

  @Test("viewState 的变化会发布出去 / changes of viewState are published")
  func viewStateIsPublished() {
    let viewModel = PasscodeViewModel()
    var published: [PasscodeViewModel.ViewState] = []
    var willChange = 0
    let states = viewModel.$viewState.sink { published.append($0) }
    let changes = viewModel.objectWillChange.sink { willChange += 1 }
    viewModel.send(.setPasscode("2580")).apply(RecordingStorage())
    states.cancel()
    changes.cancel()
    #expect(published.last?.hasPasscode == true, "$viewState 应发布设置密码后的新状态（viewState 要保留 @Published）/ $viewState should publish the state after setting the passcode (keep viewState @Published)")
    #expect(willChange >= 1, "状态改变前 objectWillChange 应发出通知 / objectWillChange should fire before the state changes")
  }
}
