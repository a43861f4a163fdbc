/// A thin line that separates content.
///
/// 分隔线。
public struct Divider {
  /// Creates a divider.
  nonisolated public init() {}
}

extension Divider: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
