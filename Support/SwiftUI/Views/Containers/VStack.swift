/// A view that arranges its children in a vertical line.
///
/// 把子视图竖着排成一列。
public struct VStack<Content: View> {
  let content: Content

  /// Creates a vertical stack.
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension VStack: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
