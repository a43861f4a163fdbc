/// A view that shows nothing.
///
/// 什么都不显示的视图。
public struct EmptyView {
  /// Creates an empty view.
  nonisolated public init() {}
}

extension EmptyView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
