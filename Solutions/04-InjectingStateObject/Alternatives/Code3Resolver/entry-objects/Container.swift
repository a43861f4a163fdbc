// Alternative: one reference-type entry per registration holds the factory and its own singleton cache; re-registering replaces the whole entry.
/// A small dependency container: register a factory per type, then resolve instances by type.
@MainActor
public final class Container {
  private final class Entry {
    let scope: Scope
    let factory: (Container) throws -> Any
    var instance: Any?

    init(scope: Scope, factory: @escaping (Container) throws -> Any) {
      self.scope = scope
      self.factory = factory
    }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Creates an empty container.
  public nonisolated init() {}

  /// Registers `factory` as the way to make a `Service`.
  public func register<Service>(
    _ type: Service.Type = Service.self,
    scope: Scope = .unique,
    factory: @escaping (Container) throws -> Service
  ) {
    entries[ObjectIdentifier(type)] = Entry(scope: scope, factory: factory)
  }

  /// Returns a `Service` made by its registration, or throws `ResolutionError`.
  public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    guard let entry = entries[ObjectIdentifier(type)] else {
      throw ResolutionError(serviceName: "\(type)")
    }
    if let instance = entry.instance as? Service {
      return instance
    }
    let made = try entry.factory(self)
    guard let service = made as? Service else {
      throw ResolutionError(serviceName: "\(type)")
    }
    if entry.scope == .singleton {
      entry.instance = service
    }
    return service
  }
}
