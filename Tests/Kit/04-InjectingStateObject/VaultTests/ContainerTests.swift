import Testing
import VaultCore

/// A class with an identity, for scope tests.
final class Token {}

/// The worked example's `Container` and `@Injected`.
@MainActor
@Suite("示例 Container 与 @Injected / The example's Container and @Injected")
struct ContainerTests {
  @Test("作用域：unique 每次新建，singleton 共享 / scopes: unique makes new, singleton shares")
  func scopes() throws {
    let container = Container()
    container.register(Token.self) { _ in Token() }
    #expect(try container.resolve(Token.self) !== container.resolve(Token.self))
    container.register(Token.self, scope: .singleton) { _ in Token() }
    #expect(try container.resolve(Token.self) === container.resolve(Token.self))
  }

  @Test("缺少注册时抛出 ResolutionError / a missing registration throws ResolutionError")
  func missingRegistration() {
    let container = Container()
    #expect(throws: ResolutionError(serviceName: "Token")) { try container.resolve(Token.self) }
    let injected = Injected<Token>(container)
    #expect(throws: ResolutionError.self) { try injected.projectedValue.get() }
  }

  @Test("@Injected 用在类的属性上 / @Injected on a class's property")
  func injectedProperty() {
    @MainActor final class Screen {
      @Injected var token: Token
      init(container: Container) { _token = Injected(container) }
    }
    let container = Container()
    let shared = Token()
    container.register(Token.self) { _ in shared }
    #expect(Screen(container: container).token === shared)
  }

  @Test("内存存储：读写、删除与锁定 / the in-memory storage: read, write, remove, locked")
  func inMemoryStorage() throws {
    let storage = InMemorySecureStorage(values: ["a": "1"])
    #expect(try storage.string(forKey: "a") == "1")
    try storage.set("2", forKey: "a")
    try storage.removeValue(forKey: "missing")
    #expect(storage.values == ["a": "2"])
    try storage.removeValue(forKey: "a")
    #expect(try storage.string(forKey: "a") == nil)
    storage.isLocked = true
    #expect(throws: SecureStorageError.locked) { try storage.set("3", forKey: "a") }
  }
}
