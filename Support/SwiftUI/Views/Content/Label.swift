/// A title with an icon, such as a row of a list.
///
/// 带图标的标题，例如列表中的一行。
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// Creates a label from a title view and an icon view.
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a localized title and an SF Symbol.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    title = Text(titleKey)
    icon = Image(systemName: name)
  }

  /// A label with a string title and an SF Symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }
}
