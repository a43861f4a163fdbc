// Alternative: a shorter description that names the type.
/// The error a `Container` throws when nothing is registered for the type asked for.
public struct ResolutionError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The name of the type that has no registration.
  public let serviceName: String

  /// Creates the error for the type named `serviceName`.
  public init(serviceName: String) {
    self.serviceName = serviceName
  }

  public var description: String {
    "Missing registration: \(serviceName). Call container.register(\(serviceName).self) { ... } at the composition root."
  }
}
