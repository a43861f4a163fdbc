/// Several views treated as one, without any layout of their own.
///
/// 把几个视图当成一个来处理，本身不做布局。
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  public typealias Body = Never

  /// Creates a group of the views that `content` builds.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
