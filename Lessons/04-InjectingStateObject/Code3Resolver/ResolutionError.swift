// 编程题 3（第 1 部分）：缺少注册时的错误
// Code 3 (part 1): the error for a missing registration
//
// TODO: 让 `description` 成为一条清楚的说明：至少要写出缺少注册的类型名（`serviceName`），
//       最好再告诉读者该怎么办。
// TODO: make `description` a clear message: it must at least name the type that has no registration
//       (`serviceName`), and should say what to do about it.

/// The error a `Container` throws when nothing is registered for the type asked for: 请求的类型没有注册时抛出的错误。
public struct ResolutionError: Error, Equatable, CustomStringConvertible, Sendable {
  /// The name of the type that has no registration, e.g. `String(describing: Service.self)`: 没有注册的类型名。
  public let serviceName: String

  /// Creates the error for the type named `serviceName`: 为名为 `serviceName` 的类型创建错误。
  public init(serviceName: String) {
    self.serviceName = serviceName
  }

  public var description: String {
    // TODO
    "TODO"
  }
}
