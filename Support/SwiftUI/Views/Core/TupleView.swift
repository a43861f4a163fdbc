/// A view made of several views, as `@ViewBuilder` builds from a block of statements.
///
/// 由多个视图组成的视图：`@ViewBuilder` 把一段里的多条语句组合成它。
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T

  /// Creates a view from a tuple of views.
  nonisolated public init(_ value: T) {
    self.value = value
  }
}

extension TupleView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
