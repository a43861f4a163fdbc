/// A control that pushes a destination view on the enclosing navigation stack.
///
/// 导航链接：点击后把目标视图压入所在的导航栈。
public struct NavigationLink<Label: View, Destination: View> {
  let label: Label
  let destination: Destination

  /// A link with a custom label to `destination`.
  nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination()
    self.label = label()
  }
}

extension NavigationLink: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a localized title to `destination`.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(titleKey) })
  }

  /// A link with a string title to `destination`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination, label: { Text(title) })
  }
}
