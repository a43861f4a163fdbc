/// A control that runs an action when tapped or clicked.
///
/// 按钮：点击时执行一个操作。
public struct Button<Label: View> {
  let action: () -> Void
  let label: Label

  /// Creates a button with a custom label.
  nonisolated public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Button where Label == Text {
  /// Creates a button with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.action = action
    label = Text(titleKey)
  }

  /// Creates a button with a string title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.action = action
    label = Text(title)
  }
}
