// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

/// A small dependency container: register a factory per type, then resolve instances by type.
///
/// 一个小型依赖容器：为每个类型注册一个工厂，然后按类型解析出实例。
/// It lives on the main actor, where SwiftUI creates views and their state objects. Registrations are keyed by the
/// type itself (`ObjectIdentifier`), never by its name, so two types that print the same never collide.
/// 容器隔离在主 actor 上（SwiftUI 在那里创建视图和状态对象）。注册以类型本身（`ObjectIdentifier`）为键，而不是类型名，
/// 所以两个名字相同的类型不会互相覆盖。
@MainActor
public final class Container {
  /// What `register` remembers about one type: 为一个类型记下的注册信息。
  private struct Registration {
    let scope: Scope
    let make: (Container) throws -> Any
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]  // SLIP keyedByType: private var registrations: [String: Registration] = [:]
  private var singletons: [ObjectIdentifier: Any] = [:]  // SLIP keyedByType: private var singletons: [String: Any] = [:]

  /// Creates an empty container: 创建一个空容器。
  public nonisolated init() {}

  /// Registers `factory` as the way to make a `Service`; a later registration of the same type replaces this one.
  ///
  /// 注册创建 `Service` 的工厂；同一类型再次注册会替换之前的注册（连同已缓存的单例）。
  /// The factory receives the container, so it can resolve the service's own dependencies.
  /// 工厂会收到容器本身，可以用它解析这个服务自己的依赖。
  public func register<Service>(
    _ type: Service.Type = Service.self,
    scope: Scope = .unique,
    factory: @escaping (Container) throws -> Service
  ) {
    let key = ObjectIdentifier(type)  // SLIP keyedByType: let key = String(describing: type)
    registrations[key] = Registration(scope: scope, make: { try factory($0) })  // SLIP resolvesFactories: registrations[key] = Registration(scope: scope, make: { _ in try factory(Container()) })
    singletons[key] = nil  // SLIP reRegisterReplaces:
  }

  /// Returns a `Service` made by its registration, or throws `ResolutionError` naming the missing type.
  ///
  /// 按注册创建并返回 `Service`；没有注册时抛出说明缺了哪个类型的 `ResolutionError`。
  public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    let key = ObjectIdentifier(type)  // SLIP keyedByType: let key = String(describing: type)
    guard let registration = registrations[key] else {
      throw ResolutionError(serviceName: String(describing: type))  // SLIP missingThrows: throw ResolutionError(serviceName: "Service")
    }
    if registration.scope == .singleton, let cached = singletons[key] as? Service {  // SLIP uniqueScope: if let cached = singletons[key] as? Service {
      return cached
    }
    // SLIP-BEGIN missingDependencyNamed
    guard let service = try registration.make(self) as? Service else {
      // Unreachable: `register` only stores factories of `Service` under `Service`'s key.
      throw ResolutionError(serviceName: String(describing: type))
    }
    // SLIP-ELSE
    // let made: Any
    // do {
    //   made = try registration.make(self)
    // } catch {
    //   throw ResolutionError(serviceName: String(describing: type))
    // }
    // guard let service = made as? Service else {
    //   throw ResolutionError(serviceName: String(describing: type))
    // }
    // SLIP-END
    if registration.scope == .singleton {  // SLIP uniqueScope: if registration.scope == .singleton || registration.scope == .unique {
      singletons[key] = service  // SLIP singletonScope:
    }
    return service
  }
}
