/// A property wrapper that resolves its value from a `Container` when it is created, in the spirit of `@Injected`.
///
/// 创建时就从 `Container` 解析出值的属性包装器，仿照 Resolver 的 `@Injected`。
///
/// ```swift
/// @MainActor final class AccountScreenModel {
///   @Injected var auth: AuthService
///   init(container: Container) { _auth = Injected(container) }
/// }
/// ```
///
/// A missing registration does not stop the app when the wrapper is created: `$auth` is a `Result` that holds the
/// `ResolutionError`, so `try $auth.get()` reports it. Reading `auth` itself while the resolution failed is a
/// programming error and stops the program, like Resolver's `@Injected` does.
/// 缺少注册时，创建包装器不会终止程序：`$auth` 是一个 `Result`，里面保存着 `ResolutionError`，用 `try $auth.get()` 可以拿到它。
/// 解析失败后还去读 `auth` 本身属于编程错误，会像 Resolver 的 `@Injected` 一样终止程序。
@MainActor
@propertyWrapper
public struct Injected<Service> {
  private let resolution: Result<Service, any Error>

  /// Resolves a `Service` from `container` right away: 立即从 `container` 解析出 `Service`。
  public init(_ container: Container) {
    // SLIP-BEGIN injectedResolves
    // SLIP-ELSE
    // _ = try? container.resolve(Service.self)
    // SLIP-END
    // SLIP-BEGIN injectedKeepsError
    resolution = Result { try container.resolve(Service.self) }
    // SLIP-ELSE
    // if let service = try? container.resolve(Service.self) {
    //   resolution = .success(service)
    // } else {
    //   resolution = .failure(ResolutionError(serviceName: String(describing: Service.self)))
    // }
    // SLIP-END
  }

  /// The resolved service: 解析出的服务。
  public var wrappedValue: Service {
    switch resolution {
    case .success(let service):
      return service
    case .failure(let error):
      preconditionFailure("\(error)")
    }
  }

  /// The outcome of the resolution, to check before reading the value: 解析的结果，读取值之前可以先检查它。
  public var projectedValue: Result<Service, any Error> {
    resolution
  }
}
