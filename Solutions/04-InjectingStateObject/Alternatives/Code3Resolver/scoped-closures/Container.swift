// Alternative: register turns the scope into the stored closure itself (a singleton's closure caches in a captured box), so resolve only looks up and calls.
/// A small dependency container: register a factory per type, then resolve instances by type.
@MainActor
public final class Container {
  /// A place a singleton closure keeps its instance.
  private final class Box {
    var value: Any?
  }

  private var makers: [ObjectIdentifier: (Container) throws -> Any] = [:]

  /// Creates an empty container.
  public nonisolated init() {}

  /// Registers `factory` as the way to make a `Service`.
  public func register<Service>(
    _ type: Service.Type = Service.self,
    scope: Scope = .unique,
    factory: @escaping (Container) throws -> Service
  ) {
    switch scope {
    case .unique:
      makers[ObjectIdentifier(type)] = { container in try factory(container) }
    case .singleton:
      let box = Box()
      makers[ObjectIdentifier(type)] = { container in
        if let value = box.value { return value }
        let value = try factory(container)
        box.value = value
        return value
      }
    }
  }

  /// Returns a `Service` made by its registration, or throws `ResolutionError`.
  public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    guard let make = makers[ObjectIdentifier(type)], let service = try make(self) as? Service else {
      throw ResolutionError(serviceName: String(reflecting: type))
    }
    return service
  }
}
