import Combine
import Testing
import Vault
import VaultCore

/// The worked example's Reader-based view model, tested with in-memory storages applied at each call.
@MainActor
@Suite("示例 CredentialViewModel / The example's CredentialViewModel")
struct CredentialViewModelTests {
  @Test("send 在 apply 之前什么都不做 / send does nothing until applied")
  func sendIsLazy() {
    let storage = InMemorySecureStorage()
    let viewModel = CredentialViewModel()
    let pending = viewModel.send(.submit(username: "ada", password: "secret"))
    #expect(storage.values.isEmpty)
    #expect(viewModel.viewState == .init())
    pending.apply(storage)
    #expect(storage.values == [Credential.Key.username: "ada", Credential.Key.password: "secret"])
    #expect(viewModel.viewState.credential == Credential(username: "ada", password: "secret"))
  }

  @Test("读取、删除都作用于 apply 的存储 / reading and deleting use the applied storage")
  func readAndDelete() {
    let storage = InMemorySecureStorage(values: [Credential.Key.username: "bo", Credential.Key.password: "pw"])
    let viewModel = CredentialViewModel()
    viewModel.send(.readCredential).apply(storage)
    #expect(viewModel.viewState.credential == Credential(username: "bo", password: "pw"))
    viewModel.send(.deleteCredential).apply(storage)
    #expect(storage.values.isEmpty)
    #expect(viewModel.viewState.credential == Credential())
  }

  @Test("存储出错变成错误信息，之后成功会清掉 / storage errors become a message that a later success clears")
  func errors() {
    let storage = InMemorySecureStorage()
    storage.isLocked = true
    let viewModel = CredentialViewModel()
    viewModel.send(.readCredential).apply(storage)
    #expect(viewModel.viewState.errorMessage != nil)
    storage.isLocked = false
    viewModel.send(.readCredential).apply(storage)
    #expect(viewModel.viewState.errorMessage == nil)
  }

  @Test("$viewState 发布每个新状态 / $viewState publishes every new state")
  func publishesStates() {
    let viewModel = CredentialViewModel()
    var seen: [Credential] = []
    let subscription = viewModel.$viewState.sink { seen.append($0.credential) }
    viewModel.send(.submit(username: "ada", password: "x")).apply(InMemorySecureStorage())
    subscription.cancel()
    #expect(seen == [Credential(), Credential(username: "ada", password: "x")])
  }
}
