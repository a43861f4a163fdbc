import Testing
import Vault
import VaultCore

/// The example's composition root and the objects it registers.
@MainActor
@Suite("示例组合根 / The example's composition root")
struct ServicesTests {
  @Test("AuthService 共享，LoginViewModel 每次新建 / AuthService is shared, LoginViewModel is new each time")
  func scopes() throws {
    let container = Container()
    VaultServices.register(in: container)
    let first = try container.resolve(LoginViewModel.self)
    let second = try container.resolve(LoginViewModel.self)
    #expect(first !== second)
    #expect(first.auth === second.auth)
    #expect(try container.resolve(AuthService.self) === first.auth)
    first.username = "ada"
    first.password = "pw"
    first.logIn()
    #expect(second.auth.username == "ada")
    #expect(second.username.isEmpty)
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
