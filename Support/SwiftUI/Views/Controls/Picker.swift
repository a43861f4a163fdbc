/// A control that picks one value out of the views its content builds, each marked with `.tag(_:)`.
///
/// 选择器：从 `content` 生成的选项中选一个；每个选项用 `.tag(_:)` 标上它代表的值。
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let label: Label
  let content: Content

  /// Creates a picker with a custom label.
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
  }
}

extension Picker: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Picker where Label == Text {
  /// Creates a picker with a localized title.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(titleKey) })
  }

  /// Creates a picker with a string title.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }
}

/// How a picker shows its options.
///
/// 选择器的外观。
public protocol PickerStyle {}

/// The platform's default picker style.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}

/// Options side by side, one of them selected.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}

/// Options in a menu.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}

/// Options inline, in the enclosing list or form.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}

/// Options as radio buttons or a list that pushes, as the platform does in a form.
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
  /// Sets the style of the pickers inside this view.
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Marks this view with the value it stands for in a `Picker` or a `List` selection.
  ///
  /// 给视图标上它在 `Picker` 或列表选择中代表的值。
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    _HeadlessModifiedView(self)
  }
}
