import KitSupport

// 编程题 3（第 2 部分）：一个小型依赖容器
// Code 3 (part 2): a small dependency container
//
// TODO: 实现 `register` 和 `resolve`，做到下面列出的要求（`Injected.swift` 和 `ResolutionError.swift` 的要求也在这里）。
//   `register` 记下“怎样创建这个类型”（工厂）和它的作用域；`resolve` 按注册创建实例。
//   缺少注册时不要用 fatalError 或 `!`：那会让整个 App（和测试进程）崩溃。
//   工厂会收到容器本身，可以在里面 `try container.resolve(...)` 解析自己的依赖。
// TODO: implement `register` and `resolve` so that they meet the requirements listed below (those of `Injected.swift`
//   and `ResolutionError.swift` are listed here too). `register` remembers how to make the type (its factory) and its
//   scope; `resolve` makes instances as registered. For a missing registration, no fatalError and no `!`: they would
//   crash the whole app (and the test process). A factory receives the container itself, so it can
//   `try container.resolve(...)` its own dependencies.
//
// 编程题 3 的全部要求（四个文件一起）/ Every requirement of code 3 (the four files together):
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
//
// 保留这四个文件里已经写好的类型、方法签名和 `projectedValue`：检查按它们调用。
// Keep the types, method signatures and `projectedValue` these four files already declare: the checks call them.
//
// 检查 / Check:  swift run grader --question so.code3

/// A small dependency container: register a factory per type, then resolve instances by type.
/// 一个小型依赖容器：为每个类型注册一个工厂，然后按类型解析出实例。
@MainActor
public final class Container {
  /// Creates an empty container: 创建一个空容器。
  public nonisolated init() {}

  /// Registers `factory` as the way to make a `Service`, with the given scope: 注册创建 `Service` 的工厂及其作用域。
  public func register<Service>(
    _ type: Service.Type = Service.self,
    scope: Scope = .unique,
    factory: @escaping (Container) throws -> Service
  ) {
    // TODO
  }

  /// Returns a `Service` made by its registration, or throws `ResolutionError`: 按注册返回 `Service`，没有注册时抛出 `ResolutionError`。
  public func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
    // TODO
    throw NotImplemented("Container.resolve(_:)")
  }
}
