// Alternative: Injected catches the error with do/catch instead of Result's throwing initializer.
/// A property wrapper that resolves its value from a `Container` when it is created.
@MainActor
@propertyWrapper
public struct Injected<Service> {
  private let resolution: Result<Service, any Error>

  /// Resolves a `Service` from `container` right away.
  public init(_ container: Container) {
    do {
      resolution = .success(try container.resolve(Service.self))
    } catch {
      resolution = .failure(error)
    }
  }

  /// The resolved service.
  public var wrappedValue: Service {
    guard case .success(let service) = resolution else {
      fatalError("No \(Service.self) could be resolved")
    }
    return service
  }

  /// The outcome of the resolution.
  public var projectedValue: Result<Service, any Error> {
    resolution
  }
}
