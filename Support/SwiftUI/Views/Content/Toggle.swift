/// A control that switches a Boolean through a binding.
///
/// 开关：通过绑定切换一个布尔值。
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  /// Creates a toggle with a custom label.
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.isOn = isOn
    label = Text(titleKey)
  }

  /// Creates a toggle with a string title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.isOn = isOn
    label = Text(title)
  }
}
