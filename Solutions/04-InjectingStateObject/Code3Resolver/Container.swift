// BEGIN GENERATED: requirements (swift run grader sync)
// so.code3 的要求（每条单独计分）/ What so.code3 requires (each scored on its own):
// 1. resolve 返回这个类型注册的工厂创建的值（类、协议类型、值类型都可以）；工厂收到的是容器本身，可以用它解析自己的依赖。（0.8 分）
//    resolve returns what the type's registered factory makes (for a class, a protocol type or a value type), and a factory receives the container itself, so it can resolve its own dependencies. (0.8 pts)
// 2. 同一个类型再注册一次，会替换之前的注册，连同已经创建的单例。（0.8 分）
//    Registering a type again replaces its earlier registration, including a singleton already made. (0.8 pts)
// 3. 名字相同的两个不同类型（两个命名空间里的 Service）各有各的注册。（0.8 分）
//    Two different types with the same name (a Service in two namespaces) keep separate registrations. (0.8 pts)
// 4. 解析没有注册的类型时抛出 ResolutionError，它的 serviceName 写明这个类型（不崩溃）。（0.8 分）
//    Resolving a type with no registration throws a ResolutionError whose serviceName names that type (no crash). (0.8 pts)
// 5. 缺的是所请求类型的某个依赖时，resolve 抛出的是那个依赖的错误，写明真正缺少的类型。（0.8 分）
//    When what is missing is a dependency of the type asked for, resolve throws the error for that dependency, naming the type really missing. (0.8 pts)
// 6. ResolutionError 的 description 写出缺少注册的类型名。（0.8 分）
//    ResolutionError's description names the type that has no registration. (0.8 pts)
// 7. .unique（默认）每次解析都运行工厂、返回新实例；注册时不运行。（0.8 分）
//    With .unique (the default) every resolution runs the factory and returns a new instance; registering runs nothing. (0.8 pts)
// 8. .singleton 只在第一次解析时运行工厂（注册时不运行），之后每次解析都返回同一个实例。（0.8 分）
//    With .singleton the factory runs on the first resolution only (not when registering), and every resolution returns that same instance. (0.8 pts)
// 9. Injected 在创建时解析一次；wrappedValue 和投影值给出的都是那个实例，不再重新解析。（0.8 分）
//    Injected resolves its service once, when it is created; wrappedValue and the projected value give that same instance without resolving again. (0.8 pts)
// 10. 解析失败时，创建 Injected 不会崩溃，它的投影值（$名字）是 .failure，保存的正是 resolve 抛出的那个错误。（0.8 分）
//     When resolution fails, creating Injected does not crash, and its projected value ($name) is a failure holding the very error resolve threw. (0.8 pts)
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
