import Combine
import GradingSupport
import SOPasscode
import Testing
import VaultCore

/// Grades code 2, one requirement per check: each event, the rejection of invalid passcodes, storage errors, that
/// `send` waits for `apply`, and that state changes are published.
///
/// 每项检查对应一个要求：每个事件、拒绝不合格的密码、存储出错、send 要等到 apply、状态变化要发布出去。
/// Every check starts from a new view model and storage, and uses other events only where their outcome does not
/// matter to it, so one event written wrong costs only its own check.
/// 每项检查都从新的 ViewModel 和存储开始，只在结果无关紧要的地方用到别的事件，所以一个事件写错只丢它自己的分。
@MainActor
@Suite("编程题 2：send(_:) 返回 Reader 的 ViewModel / Code 2: a view model whose send(_:) returns a Reader")
struct Code2PasscodeViewModel {
  private let key = PasscodeViewModel.passcodeKey

  @Test("send 本身什么都不做，apply 之后才处理事件 / send alone does nothing; the event is handled once applied")
  func sendDoesNothingUntilApplied() {
    let storage = RecordingStorage(values: [key: "1234"])
    let viewModel = PasscodeViewModel()
    viewModel.send(.load).apply(storage)
    let state = viewModel.viewState
    let callsBefore = storage.calls.count
    let events: [PasscodeViewModel.Event] = [.load, .setPasscode("2468"), .setPasscode("12"), .unlock("1234"), .unlock("0000"), .removePasscode]
    let readers = events.map { viewModel.send($0) }
    #expect(
      storage.calls.count == callsBefore,
      "只调用了 send（没有 apply），存储却收到了这些调用：\(storage.calls.dropFirst(callsBefore))；应为无 / send was called without apply, yet the storage received \(storage.calls.dropFirst(callsBefore)); expected nothing"
    )
    #expect(
      viewModel.viewState == state,
      "只调用了 send（没有 apply），viewState 就从 \(state) 变成了 \(viewModel.viewState)；应不变 / send was called without apply, yet viewState changed from \(state) to \(viewModel.viewState); expected no change"
    )
    for reader in readers {
      reader.apply(storage)
    }
    #expect(
      storage.calls.count > callsBefore,
      "把 send 返回的 \(events.count) 个 Reader 都 apply 到存储上之后，存储没有收到任何调用；应在 apply 时处理事件 / after applying all \(events.count) readers send returned, the storage had received no call; expected the events handled at apply time"
    )
    withExtendedLifetime(viewModel) {}
  }

  @Test("setPasscode 写进 apply 的存储 / setPasscode writes to the applied storage")
  func setPasscodeWritesToAppliedStorage() {
    let first = RecordingStorage()
    let second = RecordingStorage()
    let viewModel = PasscodeViewModel()
    viewModel.send(.setPasscode("1357")).apply(first)
    #expect(
      first.values == [key: "1357"],
      "send(.setPasscode(\"1357\")).apply(first) 之后，first 里是 \(first.values)，应为 [\(key): 1357] / after send(.setPasscode(\"1357\")).apply(first), first held \(first.values); expected [\(key): 1357]"
    )
    #expect(
      viewModel.viewState.hasPasscode,
      "设置密码 1357 之后 hasPasscode 是 false，应为 true / after setting the passcode 1357, hasPasscode was false; expected true"
    )

    viewModel.send(.setPasscode("8642")).apply(second)
    #expect(
      second.values == [key: "8642"],
      "再 send(.setPasscode(\"8642\")).apply(second) 之后，second 里是 \(second.values)，应为 [\(key): 8642] / after send(.setPasscode(\"8642\")).apply(second), second held \(second.values); expected [\(key): 8642]"
    )
    #expect(
      first.values == [key: "1357"],
      "第二次只 apply 了 second，first 却变成了 \(first.values)；应仍为 [\(key): 1357] / the second call was applied to second only, yet first became \(first.values); expected it to stay [\(key): 1357]"
    )
    withExtendedLifetime(viewModel) {}
  }

  @Test("不合格的密码被拒绝，不写存储 / an invalid passcode is rejected without touching the storage")
  func invalidPasscodeIsRejected() {
    for code in ["123", "12345", "12a4", "-123", ""] {
      let storage = RecordingStorage()
      let viewModel = PasscodeViewModel()
      viewModel.send(.setPasscode(code)).apply(storage)
      let writes = storage.calls.filter { $0.hasPrefix("write") }
      #expect(
        writes.isEmpty,
        "send(.setPasscode(\(String(reflecting: code)))).apply(storage) 之后，存储收到了 \(writes)；这不是 4 位数字，应不写入 / after send(.setPasscode(\(String(reflecting: code)))).apply(storage), the storage received \(writes); that is not four digits, so expected no write"
      )
      #expect(
        viewModel.viewState.errorMessage != nil,
        "设置不合格的密码 \(String(reflecting: code)) 之后 errorMessage 是 nil，应为一段提示 / after setting the invalid passcode \(String(reflecting: code)), errorMessage was nil; expected a message"
      )
      #expect(
        !viewModel.viewState.hasPasscode,
        "设置不合格的密码 \(String(reflecting: code)) 之后 hasPasscode 是 true，应为 false / after setting the invalid passcode \(String(reflecting: code)), hasPasscode was true; expected false"
      )
    }
    let storage = RecordingStorage()
    // The view model stays alive while its reader runs, as a screen's state object does (a reader may capture it weakly).
    let accepting = PasscodeViewModel()
    withExtendedLifetime(accepting) {
      accepting.send(.setPasscode("0420")).apply(storage)
    }
    #expect(
      storage.calls.contains { $0.hasPrefix("write") },
      "send(.setPasscode(\"0420\")).apply(storage) 之后，存储没有收到写入（收到的调用：\(storage.calls)）；\"0420\" 是 4 位数字，应被接受 / after send(.setPasscode(\"0420\")).apply(storage), the storage received no write (its calls: \(storage.calls)); \"0420\" is four digits, so expected it accepted"
    )
  }

  @Test("load 读取 apply 的存储 / load reads the applied storage")
  func loadReadsAppliedStorage() {
    let viewModel = PasscodeViewModel()
    viewModel.send(.load).apply(RecordingStorage(values: [key: "1111"]))
    #expect(
      viewModel.viewState.hasPasscode,
      "把存有密码的存储 apply 给 send(.load) 之后 hasPasscode 是 false，应为 true / after applying a storage that holds a passcode to send(.load), hasPasscode was false; expected true"
    )
    viewModel.send(.load).apply(RecordingStorage())
    #expect(
      !viewModel.viewState.hasPasscode,
      "再把空存储 apply 给 send(.load) 之后 hasPasscode 是 true，应为 false / after applying an empty storage to send(.load), hasPasscode was true; expected false"
    )
  }

  @Test("unlock 和 apply 的存储里的密码比较 / unlock compares with the passcode in the applied storage")
  func unlockComparesWithAppliedStorage() {
    let viewModel = PasscodeViewModel()
    let storage = RecordingStorage(values: [key: "4321"])
    viewModel.send(.unlock("4321")).apply(storage)
    #expect(
      viewModel.viewState.isUnlocked,
      "存储里的密码是 4321，send(.unlock(\"4321\")) 之后 isUnlocked 是 false，应为 true / the storage holds 4321, and after send(.unlock(\"4321\")) isUnlocked was false; expected true"
    )
    viewModel.send(.unlock("0000")).apply(storage)
    #expect(
      !viewModel.viewState.isUnlocked,
      "存储里的密码是 4321，send(.unlock(\"0000\")) 之后 isUnlocked 是 true，应为 false / the storage holds 4321, and after send(.unlock(\"0000\")) isUnlocked was true; expected false"
    )
    #expect(
      viewModel.viewState.errorMessage != nil,
      "用错误的密码 0000 解锁之后 errorMessage 是 nil，应为一段提示 / after unlocking with the wrong passcode 0000, errorMessage was nil; expected a message"
    )
    viewModel.send(.unlock("4321")).apply(storage)
    viewModel.send(.unlock("4321")).apply(RecordingStorage())
    #expect(
      !viewModel.viewState.isUnlocked,
      "先解锁成功，再把空存储 apply 给 send(.unlock(\"4321\")) 之后 isUnlocked 是 true，应为 false / after a successful unlock, applying an empty storage to send(.unlock(\"4321\")) left isUnlocked true; expected false"
    )
    #expect(
      viewModel.viewState.errorMessage != nil,
      "存储里没有密码时解锁之后 errorMessage 是 nil，应为一段提示 / after unlocking with no passcode stored, errorMessage was nil; expected a message"
    )
  }

  @Test("removePasscode 删除 apply 的存储里的密码 / removePasscode removes the passcode from the applied storage")
  func removePasscodeClearsAppliedStorage() {
    let viewModel = PasscodeViewModel()
    let storage = RecordingStorage(values: [key: "4321", "other": "kept"])
    // Unlocking first gives removePasscode something to reset, when unlock works.
    viewModel.send(.unlock("4321")).apply(storage)
    viewModel.send(.removePasscode).apply(storage)
    #expect(
      storage.values == ["other": "kept"],
      "send(.removePasscode).apply(storage) 之后，存储里是 \(storage.values)，应只剩 [other: kept] / after send(.removePasscode).apply(storage), the storage held \(storage.values); expected only [other: kept]"
    )
    #expect(
      !viewModel.viewState.hasPasscode && !viewModel.viewState.isUnlocked,
      "解锁后再删除密码，hasPasscode 是 \(viewModel.viewState.hasPasscode)、isUnlocked 是 \(viewModel.viewState.isUnlocked)；应都为 false / after unlocking and then removing the passcode, hasPasscode was \(viewModel.viewState.hasPasscode) and isUnlocked \(viewModel.viewState.isUnlocked); expected both false"
    )
  }

  @Test("存储出错变成错误信息，之后成功会清掉 / storage errors become a message that a later success clears")
  func storageErrorsBecomeMessages() {
    var judged = 0
    for event: PasscodeViewModel.Event in [.load, .setPasscode("1234"), .unlock("9999"), .removePasscode] {
      let storage = RecordingStorage(values: [key: "9999"])
      storage.fails = true
      let viewModel = PasscodeViewModel()
      viewModel.send(event).apply(storage)
      // An event that did not call the storage cannot see it fail; its own check judges it.
      guard !storage.calls.isEmpty else { continue }
      judged += 1
      #expect(
        viewModel.viewState.errorMessage != nil,
        "\(event) 调用的存储抛出了错误，之后 errorMessage 是 nil；应为一段提示 / the storage threw when \(event) called it, and errorMessage was nil afterwards; expected a message"
      )
      #expect(
        !viewModel.viewState.isUnlocked,
        "\(event) 调用的存储抛出了错误，之后 isUnlocked 是 true；应为 false / the storage threw when \(event) called it, and isUnlocked was true afterwards; expected false"
      )
      storage.fails = false
      viewModel.send(event).apply(storage)
      #expect(
        viewModel.viewState.errorMessage == nil,
        "存储恢复后再次 \(event) 并成功，errorMessage 仍是 \(String(reflecting: viewModel.viewState.errorMessage))；应为 nil / once the storage worked again, \(event) succeeded, yet errorMessage was still \(String(reflecting: viewModel.viewState.errorMessage)); expected nil"
      )
    }
    if judged == 0 {
      Testing.Issue.record(
        "四个事件（load、setPasscode、unlock、removePasscode）在 apply 时都没有调用存储，看不到存储出错时的处理 / none of the four events (load, setPasscode, unlock, removePasscode) called the storage when applied, so nothing showed how a storage error is handled"
      )
    }
  }

  @Test("viewState 的变化会发布出去 / changes of viewState are published")
  func viewStateIsPublished() {
    let viewModel = PasscodeViewModel()
    let storage = RecordingStorage()
    var willChange = 0
    let changes = viewModel.objectWillChange.sink { willChange += 1 }
    var changed = 0
    let events: [PasscodeViewModel.Event] = [.setPasscode("2580"), .unlock("2580"), .unlock("0000"), .setPasscode("1"), .removePasscode, .load]
    for event in events {
      let before = viewModel.viewState
      let notified = willChange
      viewModel.send(event).apply(storage)
      let after = viewModel.viewState
      guard after != before else { continue }
      changed += 1
      #expect(
        willChange > notified,
        "\(event) 把 viewState 从 \(before) 改成了 \(after)，objectWillChange 却没有发出通知；应发出（viewState 保留 @Published）/ \(event) changed viewState from \(before) to \(after), yet objectWillChange sent nothing; expected a notification (keep viewState @Published)"
      )
    }
    changes.cancel()
    if changed == 0 {
      Testing.Issue.record(
        "apply 了 \(events.count) 个事件，viewState 一次都没有变化，看不到状态变化是否发布 / \(events.count) events were applied and viewState never changed, so nothing showed whether changes are published"
      )
    }
  }
}
