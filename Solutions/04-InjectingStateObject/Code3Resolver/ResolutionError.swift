/// The error a `Container` throws when nothing is registered for the type asked for: 请求的类型没有注册时抛出的错误。
///
/// Resolver and similar libraries stop the app with `fatalError` in this case; a thrown error lets the caller (and
/// a test) see which registration is missing and decide what to do.
/// Resolver 这类库在这种情况下会用 `fatalError` 直接终止程序；抛出错误则让调用方（以及测试）知道缺了哪个注册，再决定怎么处理。
public struct ResolutionError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The name of the type that has no registration: 没有注册的类型名。
  public let serviceName: String

  /// Creates the error for the type named `serviceName`: 为名为 `serviceName` 的类型创建错误。
  public init(serviceName: String) {
    self.serviceName = serviceName
  }

  public var description: String {
    "没有为 \(serviceName) 注册工厂，请先调用 register / nothing is registered for \(serviceName): register a factory for it first"  // SLIP descriptionNamesType: "没有注册工厂，请先调用 register / nothing is registered: register a factory first"
  }
}
