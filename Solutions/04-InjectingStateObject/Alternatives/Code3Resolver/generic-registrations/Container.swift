// Alternative: one generic Registration<Service> object per type keyed by ObjectIdentifier, the singleton cached inside it; Injected with Result(catching:).
import KitSupport

@MainActor
private protocol AnyRegistration: AnyObject {}

@MainActor
private final class Registration<Service>: AnyRegistration {
  let scope: Scope
  let factory: (Container) throws -> Service
  var cached: Service?
  init(scope: Scope, factory: @escaping (Container) throws -> Service) {
    self.scope = scope
    self.factory = factory
  }

  func instance(in container: Container) throws -> Service {
    switch scope {
    case .unique:
      return try factory(container)
    case .singleton:
      if let cached { return cached }
      let made = try factory(container)
      cached = made
      return made
    }
  }
}

@MainActor
public final class Container {
  /// Creates an empty container: 创建一个空容器。
  public nonisolated init() {}

  private var registrations: [ObjectIdentifier: any AnyRegistration] = [:]

  /// Registers `factory` as the way to make a `Service`, with the given scope: 注册创建 `Service` 的工厂及其作用域。
  public func register<Service>(
    _ type: Service.Type = Service.self,
    scope: Scope = .unique,
    factory: @escaping (Container) throws -> Service
  ) {
    registrations[ObjectIdentifier(type)] = Registration(scope: scope, factory: factory)
  }

  /// Returns a `Service` made by its registration, or throws `ResolutionError`: 按注册返回 `Service`，没有注册时抛出 `ResolutionError`。
  public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    guard let registration = registrations[ObjectIdentifier(type)] as? Registration<Service> else {
      throw ResolutionError(serviceName: "\(type)")
    }
    return try registration.instance(in: self)
  }
}
