// Alternative: registrations keyed by String(reflecting:) (module-qualified, so same-named types stay apart) in entry objects; Injected with do/catch.
import KitSupport

@MainActor
public final class Container {
  /// Creates an empty container: 创建一个空容器。
  public nonisolated init() {}

  private final class Entry {
    let scope: Scope
    let make: (Container) throws -> Any
    var instance: Any?
    init(scope: Scope, make: @escaping (Container) throws -> Any) {
      self.scope = scope
      self.make = make
    }
  }

  private var entries: [String: Entry] = [:]

  private static func key(_ type: Any.Type) -> String { String(reflecting: type) }

  /// Registers `factory` as the way to make a `Service`, with the given scope: 注册创建 `Service` 的工厂及其作用域。
  public func register<Service>(
    _ type: Service.Type = Service.self,
    scope: Scope = .unique,
    factory: @escaping (Container) throws -> Service
  ) {
    entries[Self.key(type)] = Entry(scope: scope, make: factory)
  }

  /// Returns a `Service` made by its registration, or throws `ResolutionError`: 按注册返回 `Service`，没有注册时抛出 `ResolutionError`。
  public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    guard let entry = entries[Self.key(type)] else {
      throw ResolutionError(serviceName: String(describing: type))
    }
    if entry.scope == .singleton, let instance = entry.instance as? Service {
      return instance
    }
    guard let made = try entry.make(self) as? Service else {
      throw ResolutionError(serviceName: String(describing: type))
    }
    if entry.scope == .singleton { entry.instance = made }
    return made
  }
}
