// Alternative: one generic Registration<Service> object per type keyed by ObjectIdentifier, the singleton cached inside it; Injected with Result(catching:).
public struct ResolutionError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The name of the type that has no registration, e.g. `String(describing: Service.self)`: 没有注册的类型名。
  public let serviceName: String

  /// Creates the error for the type named `serviceName`: 为名为 `serviceName` 的类型创建错误。
  public init(serviceName: String) {
    self.serviceName = serviceName
  }

  public var description: String {
    "ResolutionError: \(serviceName) is not registered. 没有注册 \(serviceName)：先调用 container.register(\(serviceName).self) { … } / No registration for \(serviceName): call container.register(\(serviceName).self) { … } first"
  }
}
