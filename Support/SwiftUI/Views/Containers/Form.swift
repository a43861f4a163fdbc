/// A container for controls that enter data, such as settings.
///
/// 表单：放置输入控件的容器，例如设置页。
public struct Form<Content: View> {
  let content: Content

  /// A form of the views that `content` builds.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
