import GradingSupport
import SOFix1
import Testing
import VaultCore

/// Grades fix 1: every event must read and write the storage the reader is applied to, and nothing else.
@MainActor
@Suite("改错题 1：令牌存到哪里去了？ / Fix 1: where did the token go?")
struct Fix1CapturedStorage {
  private let key = TokenViewModel.tokenKey

  @Test("save 写进 apply 的存储 / save writes to the applied storage")
  func saveWritesToAppliedStorage() {
    let storage = InMemorySecureStorage()
    let viewModel = TokenViewModel()
    viewModel.send(.save("tok-1")).apply(storage)
    #expect(storage.values == [key: "tok-1"], "apply 之后，令牌应该在 apply 的那个存储里 / after apply, the token should be in the storage that was applied")
    #expect(viewModel.viewState.token == "tok-1", "界面状态应显示刚保存的令牌 / the view state should show the token just saved")

    let other = InMemorySecureStorage()
    viewModel.send(.save("tok-2")).apply(other)
    #expect(other.values[key] == "tok-2", "第二次 apply 另一个存储，应写进那一个 / applying another storage the second time should write to that one")
    #expect(storage.values[key] == "tok-1", "之前的存储不应被改写 / the earlier storage should not be overwritten")
  }

  @Test("load 读取 apply 的存储 / load reads the applied storage")
  func loadReadsAppliedStorage() {
    let viewModel = TokenViewModel()
    viewModel.send(.load).apply(InMemorySecureStorage(values: [key: "saved-token"]))
    #expect(viewModel.viewState.token == "saved-token", "应显示 apply 的存储里保存的令牌 / it should show the token stored in the applied storage")

    viewModel.send(.load).apply(InMemorySecureStorage())
    #expect(viewModel.viewState.token.isEmpty, "从空存储读取后应显示空令牌 / reading an empty storage should show an empty token")

    let locked = InMemorySecureStorage()
    locked.isLocked = true
    viewModel.send(.load).apply(locked)
    #expect(viewModel.viewState.errorMessage != nil, "apply 的存储已锁定时应显示错误 / a locked applied storage should show an error")
  }

  @Test("clear 删除 apply 的存储里的令牌 / clear removes the token from the applied storage")
  func clearRemovesFromAppliedStorage() {
    let viewModel = TokenViewModel()
    let storage = InMemorySecureStorage(values: [key: "old", "other": "kept"])
    viewModel.send(.load).apply(storage)
    viewModel.send(.clear).apply(storage)
    #expect(storage.values == ["other": "kept"], "应从 apply 的存储里删除令牌，其他内容保留 / the token should be removed from the applied storage, and nothing else")
    #expect(viewModel.viewState.token.isEmpty, "删除后界面应显示空令牌 / the view should show an empty token after clearing")
  }
}
