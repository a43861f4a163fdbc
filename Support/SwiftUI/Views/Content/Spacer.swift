/// Flexible empty space in a stack.
///
/// 栈中可伸缩的空白。
public struct Spacer {
  /// The smallest length the space may shrink to.
  public var minLength: CGFloat?

  /// Creates a spacer that is at least `minLength` long.
  nonisolated public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
