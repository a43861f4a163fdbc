/// A part of a list or form, with an optional header and footer.
///
/// 列表或表单中的一节，可以有页眉和页脚。
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never

  /// A section with a header and a footer.
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section without header or footer.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section with a localized title as its header.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  /// A section with a string title as its header.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section where Parent: View, Content: View, Footer: View {
  /// A section with a header view and a footer view (the form before the closure ones; Apple deprecates it).
  nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header view (the form before the closure ones; Apple deprecates it).
  nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer view (the form before the closure ones; Apple deprecates it).
  nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}
