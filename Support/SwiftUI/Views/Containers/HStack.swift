/// A view that arranges its children in a horizontal line.
///
/// 把子视图横着排成一行。
public struct HStack<Content: View> {
  let content: Content

  /// Creates a horizontal stack.
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension HStack: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
