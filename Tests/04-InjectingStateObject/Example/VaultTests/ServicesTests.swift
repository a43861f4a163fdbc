import Testing
import Vault
import VaultCore

/// Counts calls from a closure the test hands out.
@MainActor
final class Counter {
  var count = 0
}

/// The example's container and the objects it makes.
@MainActor
@Suite("示例容器与服务 / The example's container and services")
struct ServicesTests {
  @Test("容器：auth 和存储共享，ViewModel 每次新建 / the container shares auth and storage and makes new view models")
  func containerScopes() {
    let storage = InMemorySecureStorage()
    let made = Counter()
    let container = VaultContainer {
      made.count += 1
      return storage
    }
    #expect(made.count == 0)
    #expect(container.storage as? InMemorySecureStorage === storage)
    #expect(container.storage as? InMemorySecureStorage === storage)
    #expect(made.count == 1)
    #expect(container.auth === container.auth)
    let first = container.makeLoginViewModel()
    let second = container.makeLoginViewModel()
    #expect(first !== second)
    #expect(first.auth === container.auth && second.auth === container.auth)
    first.username = "ada"
    first.password = "pw"
    first.logIn()
    #expect(container.auth.username == "ada")
    #expect(second.username.isEmpty)
    let note = container.makeNoteEditorModel(noteID: 9)
    note.text = "saved"
    note.save()
    #expect(storage.values[NoteEditorModel.key(for: 9)] == "saved")
  }

  @Test("登录要填写两项 / logging in needs both fields")
  func loginNeedsBothFields() {
    let viewModel = LoginViewModel(auth: AuthService())
    viewModel.username = "ada"
    viewModel.logIn()
    #expect(viewModel.errorMessage != nil)
    #expect(viewModel.auth.username == nil)
    viewModel.password = "pw"
    viewModel.logIn()
    #expect(viewModel.errorMessage == nil)
    #expect(viewModel.auth.username == "ada")
  }

  @Test("笔记模型在 init 里读取存储，save 写回 / the note model reads in init and save writes back")
  func noteModel() {
    let storage = InMemorySecureStorage(values: [NoteEditorModel.key(for: 3): "hello"])
    let model = NoteEditorModel(noteID: 3, storage: storage)
    #expect(model.text == "hello")
    model.text = "changed"
    model.save()
    #expect(storage.values[NoteEditorModel.key(for: 3)] == "changed")
    storage.isLocked = true
    let locked = NoteEditorModel(noteID: 4, storage: storage)
    #expect(locked.text.isEmpty && locked.errorMessage != nil)
  }

  @Test("环境值默认是空的内存存储，可以被覆盖 / the environment value defaults to an empty in-memory storage and can be overridden")
  func environmentValue() throws {
    var values = EnvironmentValuesProbe.make()
    let fallback = values.secureStorage as? InMemorySecureStorage
    #expect(fallback?.values.isEmpty == true)
    let injected = InMemorySecureStorage(values: ["k": "v"])
    values.secureStorage = injected
    #expect(values.secureStorage as? InMemorySecureStorage === injected)
  }
}
