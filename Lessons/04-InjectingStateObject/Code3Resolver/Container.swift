import KitSupport

// 编程题 3（第 2 部分）：一个小型依赖容器
// Code 3 (part 2): a small dependency container
//
// TODO: 实现 `register` 和 `resolve`：
//   - `register`：记下“怎样创建这个类型”（工厂）和它的作用域；同一个类型再注册一次，就替换掉之前的注册
//     （连同已经缓存的单例）；两个不同的类型即使名字一样（例如不同命名空间里的 `Service`）也不能共用一个注册；
//   - `resolve`：按注册创建实例并返回。`.unique` 每次都运行工厂、返回新实例；`.singleton` 只在第一次解析时运行工厂
//     （注册时不运行），之后一直返回同一个实例；
//   - 没有注册的类型：抛出 `ResolutionError`，并写明是哪个类型（如果缺的是某个依赖的依赖，就写那个真正缺少的类型）。
//     不要用 fatalError 或 `!`：那会让整个 App（和测试进程）崩溃。
//   - 工厂会收到容器本身，可以在里面 `try container.resolve(...)` 解析自己的依赖。
// TODO: implement `register` and `resolve`:
//   - `register`: remember how to make the type (its factory) and its scope; registering the same type again
//     replaces the earlier registration (and any cached singleton); two different types must never share a
//     registration, even when they have the same name (a `Service` nested in two different namespaces);
//   - `resolve`: make and return an instance as registered. `.unique` runs the factory every time and returns a
//     new instance; `.singleton` runs it on the first resolution only (not when registering) and returns that
//     same instance from then on;
//   - a type with no registration: throw a `ResolutionError` naming it (when a dependency of a dependency is
//     missing, name the type that is really missing). No fatalError, no `!`: they would crash the whole app
//     (and the test process).
//   - A factory receives the container itself, so it can `try container.resolve(...)` its own dependencies.
//
// 编程题 3 的全部要求（四个文件一起）/ Every requirement of code 3 (the four files together):
// BEGIN GENERATED: requirements (swift run grader sync)
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
