/// A type-erased view.
///
/// 类型擦除的视图。
public struct AnyView {
  /// The erased view.
  let view: any View

  /// Creates a view that erases the type of `view`.
  nonisolated public init<V: View>(_ view: V) {
    self.view = view
  }

  /// Creates a view that erases the type of `view`.
  nonisolated public init<V: View>(erasing view: V) {
    self.view = view
  }
}

extension AnyView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
