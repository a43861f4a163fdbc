import GradingSupport
import SOFix1
import Testing
import VaultCore

/// Grades fix 1: every event must read and write the storage the reader is applied to, and nothing else.
@MainActor
@Suite("改错题 1：凭据写到哪里去了？ / Fix 1: where did the credential go?")
struct Fix1CapturedStorage {
  @Test("submit 写进 apply 的存储 / submit writes to the applied storage")
  func submitWritesToAppliedStorage() {
    let storage = InMemorySecureStorage()
    let viewModel = CredentialViewModel()
    viewModel.send(.submit(username: "ada", password: "s3cret")).apply(storage)
    #expect(
      storage.values == [Credential.Key.username: "ada", Credential.Key.password: "s3cret"],
      "apply 之后，凭据应该在 apply 的那个存储里 / after apply, the credential should be in the storage that was applied"
    )
    #expect(viewModel.viewState.credential == Credential(username: "ada", password: "s3cret"), "界面状态应显示刚保存的凭据 / the view state should show the credential just saved")

    let other = InMemorySecureStorage()
    viewModel.send(.submit(username: "bo", password: "pw")).apply(other)
    #expect(other.values[Credential.Key.username] == "bo", "第二次 apply 另一个存储，应写进那一个 / applying another storage the second time should write to that one")
    #expect(storage.values[Credential.Key.username] == "ada", "之前的存储不应被改写 / the earlier storage should not be overwritten")
  }

  @Test("readCredential 读取 apply 的存储 / readCredential reads the applied storage")
  func readLoadsFromAppliedStorage() {
    let viewModel = CredentialViewModel()
    let saved = InMemorySecureStorage(values: [Credential.Key.username: "cy", Credential.Key.password: "pw1"])
    viewModel.send(.readCredential).apply(saved)
    #expect(viewModel.viewState.credential == Credential(username: "cy", password: "pw1"), "应显示 apply 的存储里保存的凭据 / it should show the credential stored in the applied storage")

    viewModel.send(.readCredential).apply(InMemorySecureStorage())
    #expect(viewModel.viewState.credential == Credential(), "从空存储读取后应显示空凭据 / reading an empty storage should show an empty credential")

    let locked = InMemorySecureStorage()
    locked.isLocked = true
    viewModel.send(.readCredential).apply(locked)
    #expect(viewModel.viewState.errorMessage != nil, "apply 的存储已锁定时应显示错误 / a locked applied storage should show an error")
  }

  @Test("deleteCredential 删除 apply 的存储里的凭据 / deleteCredential removes the credential from the applied storage")
  func deleteRemovesFromAppliedStorage() {
    let viewModel = CredentialViewModel()
    let storage = InMemorySecureStorage(values: [Credential.Key.username: "dee", Credential.Key.password: "pw2", "other": "kept"])
    viewModel.send(.deleteCredential).apply(storage)
    #expect(storage.values == ["other": "kept"], "应从 apply 的存储里删除凭据，其他内容保留 / the credential should be removed from the applied storage, and nothing else")
    #expect(viewModel.viewState.credential == Credential(), "删除后界面应显示空凭据 / the view should show an empty credential after deleting")
  }
}
