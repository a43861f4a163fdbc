import KitSupport

// 编程题 3（第 3 部分）：属性包装器 @Injected
// Code 3 (part 3): the @Injected property wrapper
//
// 用法 / Usage:
//
//     @MainActor final class AccountScreenModel {
//       @Injected var auth: AuthService
//       init(container: Container) { _auth = Injected(container) }
//     }
//
// TODO: 在 `init(_:)` 里立即从容器解析出 `Service`，把结果（成功的值或抛出的错误）存进 `resolution`；
//       解析失败时不能崩溃：`$auth`（projectedValue）要能拿到那个错误。
//       `wrappedValue` 返回解析出的值（解析失败后还去读它属于编程错误，这时可以终止程序）。
// TODO: in `init(_:)`, resolve a `Service` from the container right away and keep the outcome (the value or the
//       error thrown) in `resolution`. A failed resolution must not crash: `$auth` (the projected value) must
//       give that error. `wrappedValue` returns the resolved value (reading it after a failed resolution is a
//       programming error, so stopping the program there is fine).

/// A property wrapper that resolves its value from a `Container` when it is created: 创建时就从容器解析出值的属性包装器。
@MainActor
@propertyWrapper
public struct Injected<Service> {
  private let resolution: Result<Service, any Error>

  /// Resolves a `Service` from `container` right away: 立即从 `container` 解析出 `Service`。
  public init(_ container: Container) {
    // TODO
    resolution = .failure(NotImplemented("Injected.init(_:)"))
  }

  /// The resolved service: 解析出的服务。
  public var wrappedValue: Service {
    // TODO
    preconditionFailure("TODO: Injected.wrappedValue")
  }

  /// The outcome of the resolution, to check before reading the value (already done): 解析结果，读取值之前可以先检查它（已经写好）。
  public var projectedValue: Result<Service, any Error> {
    resolution
  }
}
