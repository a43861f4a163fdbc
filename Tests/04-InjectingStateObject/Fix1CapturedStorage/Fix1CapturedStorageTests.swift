import GradingSupport
import SOFix1
import Testing
import VaultCore

/// Grades fix 1, one event per check: save, load and clear must each use the storage the reader is applied to.
///
/// 每项检查对应一个事件：save、load、clear 都必须使用 Reader 被 apply 到的那个存储。每项检查只用自己那个事件，
/// 所以一个事件改错了只丢它自己的分。
/// Each check sends only its own event, so one event left wrong costs only its own check.
@MainActor
@Suite("改错题 1：令牌存到哪里去了？ / Fix 1: where did the token go?")
struct Fix1CapturedStorage {
  private let key = TokenViewModel.tokenKey

  @Test("save 写进 apply 的存储 / save writes to the applied storage")
  func saveWritesToAppliedStorage() {
    let storage = InMemorySecureStorage()
    let viewModel = TokenViewModel()
    viewModel.send(.save("tok-1")).apply(storage)
    #expect(
      storage.values == [key: "tok-1"],
      "send(.save(\"tok-1\")).apply(storage) 之后，这个存储里是 \(storage.values)，应为 [\(key): tok-1] / after send(.save(\"tok-1\")).apply(storage), that storage held \(storage.values); expected [\(key): tok-1]"
    )
    #expect(
      viewModel.viewState.token == "tok-1",
      "保存 \"tok-1\" 之后 viewState.token 是 \(String(reflecting: viewModel.viewState.token))，应为 \"tok-1\" / after saving \"tok-1\", viewState.token was \(String(reflecting: viewModel.viewState.token)); expected \"tok-1\""
    )

    let other = InMemorySecureStorage()
    viewModel.send(.save("tok-2")).apply(other)
    #expect(
      other.values[key] == "tok-2",
      "第二次 send(.save(\"tok-2\")).apply(other) 之后，other 里是 \(other.values)，应有 \(key): tok-2 / after a second send(.save(\"tok-2\")).apply(other), other held \(other.values); expected \(key): tok-2"
    )
    #expect(
      storage.values == [key: "tok-1"],
      "第二次 save 只 apply 了 other，第一个存储却变成了 \(storage.values)，应仍为 [\(key): tok-1] / the second save was applied to other only, yet the first storage became \(storage.values); expected it to stay [\(key): tok-1]"
    )
  }

  @Test("load 读取 apply 的存储 / load reads the applied storage")
  func loadReadsAppliedStorage() {
    let viewModel = TokenViewModel()
    viewModel.send(.load).apply(InMemorySecureStorage(values: [key: "saved-token"]))
    #expect(
      viewModel.viewState.token == "saved-token",
      "把存有 \"saved-token\" 的存储 apply 给 send(.load) 之后，viewState.token 是 \(String(reflecting: viewModel.viewState.token))，应为 \"saved-token\" / after applying a storage holding \"saved-token\" to send(.load), viewState.token was \(String(reflecting: viewModel.viewState.token)); expected \"saved-token\""
    )

    viewModel.send(.load).apply(InMemorySecureStorage())
    #expect(
      viewModel.viewState.token.isEmpty,
      "再把一个空存储 apply 给 send(.load) 之后，viewState.token 是 \(String(reflecting: viewModel.viewState.token))，应为空 / after applying an empty storage to send(.load), viewState.token was \(String(reflecting: viewModel.viewState.token)); expected it empty"
    )

    let locked = InMemorySecureStorage(values: [key: "saved-token"])
    locked.isLocked = true
    viewModel.send(.load).apply(locked)
    #expect(
      viewModel.viewState.errorMessage != nil,
      "把一个会抛错的（已锁定的）存储 apply 给 send(.load) 之后，viewState.errorMessage 是 nil，应为一段提示 / after applying a storage that throws (locked) to send(.load), viewState.errorMessage was nil; expected a message"
    )
  }

  @Test("clear 删除 apply 的存储里的令牌 / clear removes the token from the applied storage")
  func clearRemovesFromAppliedStorage() {
    let viewModel = TokenViewModel()
    let storage = InMemorySecureStorage(values: [key: "old", "other": "kept"])
    // Loading first gives the screen a token to clear, when load works; when it does not, the token starts empty.
    viewModel.send(.load).apply(storage)
    viewModel.send(.clear).apply(storage)
    #expect(
      storage.values == ["other": "kept"],
      "send(.clear).apply(storage) 之后，这个存储里是 \(storage.values)，应只剩 [other: kept] / after send(.clear).apply(storage), that storage held \(storage.values); expected only [other: kept]"
    )
    #expect(
      viewModel.viewState.token.isEmpty,
      "clear 之后 viewState.token 是 \(String(reflecting: viewModel.viewState.token))，应为空 / after clear, viewState.token was \(String(reflecting: viewModel.viewState.token)); expected it empty"
    )
  }
}
