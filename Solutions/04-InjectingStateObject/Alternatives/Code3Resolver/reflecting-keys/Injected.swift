// Alternative: registrations keyed by String(reflecting:) (module-qualified, so same-named types stay apart) in entry objects; Injected with do/catch.
import KitSupport

@MainActor
@propertyWrapper
public struct Injected<Service> {
  private let resolution: Result<Service, any Error>

  /// Resolves a `Service` from `container` right away: 立即从 `container` 解析出 `Service`。
  public init(_ container: Container) {
    do {
      let service: Service = try container.resolve()
      resolution = .success(service)
    } catch {
      resolution = .failure(error)
    }
  }

  /// The resolved service: 解析出的服务。
  public var wrappedValue: Service {
    try! resolution.get()
  }

  /// The outcome of the resolution, to check before reading the value (already done): 解析结果，读取值之前可以先检查它（已经写好）。
  public var projectedValue: Result<Service, any Error> {
    resolution
  }
}
