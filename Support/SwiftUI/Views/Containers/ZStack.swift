/// A view that lays its children on top of each other.
///
/// 把子视图一层层叠起来。
public struct ZStack<Content: View> {
  let content: Content

  /// Creates an overlapping stack.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ZStack: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
