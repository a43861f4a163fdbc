/// A control that edits a string through a binding and hides what is typed, for passwords.
///
/// 密码输入框：通过绑定编辑一个字符串，并隐藏输入的内容。
public struct SecureField<Label: View> {
  let label: Label

  nonisolated init(label: Label) {
    self.label = label
  }
}

extension SecureField: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension SecureField where Label == Text {
  /// Creates a field with a localized placeholder.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(label: Text(titleKey))
  }

  /// Creates a field with a localized title and a prompt shown while it is empty.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(titleKey))
  }

  /// Creates a field with a string placeholder.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(label: Text(title))
  }

  /// Creates a field with a string title and a prompt.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(label: Text(title))
  }
}

extension SecureField {
  /// Creates a field with a custom label and an optional prompt.
  nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label())
  }
}
