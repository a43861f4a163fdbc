// Alternative: one generic Registration<Service> object per type keyed by ObjectIdentifier, the singleton cached inside it; Injected with Result(catching:).
import KitSupport

@MainActor
@propertyWrapper
public struct Injected<Service> {
  private let resolution: Result<Service, any Error>

  /// Resolves a `Service` from `container` right away: 立即从 `container` 解析出 `Service`。
  public init(_ container: Container) {
    self.resolution = Result(catching: { try container.resolve() })
  }

  /// The resolved service: 解析出的服务。
  public var wrappedValue: Service {
    guard case .success(let service) = resolution else {
      fatalError("@Injected<\(Service.self)> was read after its resolution failed")
    }
    return service
  }

  /// The outcome of the resolution, to check before reading the value (already done): 解析结果，读取值之前可以先检查它（已经写好）。
  public var projectedValue: Result<Service, any Error> {
    resolution
  }
}
