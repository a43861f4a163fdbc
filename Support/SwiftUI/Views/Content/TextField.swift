/// A control that edits a string through a binding.
///
/// 文本输入框：通过绑定编辑一个字符串。
public struct TextField<Label: View> {
  let text: Binding<String>
  let label: Label

  nonisolated init(text: Binding<String>, label: Label) {
    self.text = text
    self.label = label
  }
}

extension TextField: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension TextField where Label == Text {
  /// Creates a field with a localized placeholder.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, label: Text(titleKey))
  }

  /// Creates a field with a string placeholder.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, label: Text(title))
  }
}
