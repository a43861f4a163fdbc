extension View {
  /// Gives this view a fixed width and/or height; `nil` keeps the view's own size in that dimension.
  ///
  /// 给视图固定的宽或高。
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Gives this view flexible bounds, such as `maxWidth: .infinity`.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Turns the controls inside this view off while `disabled` is true.
  ///
  /// `disabled` 为真时禁用视图里的控件。
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Fills the space behind this view with `style`.
  nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Draws the view that `content` builds behind this one.
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets how opaque this view is, from 0 (invisible) to 1.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Rounds the corners of this view.
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the largest number of lines text inside this view may take; `nil` means no limit.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Lets text inside this view take between the range's bounds of lines, such as `.lineLimit(3...6)`.
  ///
  /// 让视图里的文字占用的行数在这个范围内，例如 `.lineLimit(3...6)`。
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Lets text inside this view take at least `limit.lowerBound` lines, such as `.lineLimit(2...)`.
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Lets text inside this view take at most `limit.upperBound` lines, such as `.lineLimit(...4)`.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the largest number of lines, and whether to keep room for all of them even when the text is shorter.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Aligns the lines of multi-line text inside this view.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the tint (accent) colour of the controls inside this view.
  nonisolated public func tint(_ tint: Color?) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the tint of the controls inside this view to a style.
  @_disfavoredOverload
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the colour of text and symbols inside this view (the form before `foregroundStyle`).
  nonisolated public func foregroundColor(_ color: Color?) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Makes the text inside this view bold.
  nonisolated public func bold(_ isActive: Bool = true) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Makes the text inside this view italic.
  nonisolated public func italic(_ isActive: Bool = true) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Hides the labels of the controls inside this view.
  nonisolated public func labelsHidden() -> some View {
    _HeadlessModifiedView(self)
  }

  /// Turns autocorrection off for the text fields inside this view.
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Draws a border of `width` points in `content` around this view.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the weight of the text inside this view; `nil` keeps the default.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the size of the controls inside this view, such as `.large`.
  ///
  /// 设置视图里控件的尺寸，例如 `.large`。
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the style of the forms inside this view, such as `.grouped`.
  nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets how scrolling inside this view dismisses the keyboard.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the style of the text fields inside this view, such as `.roundedBorder`.
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Adds swipe actions to a row of a list.
  ///
  /// 给列表的一行加上滑动操作。
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    _HeadlessModifiedView(self)
  }
}

/// How the lines of multi-line text line up.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing
}

/// How a text field looks.
///
/// 输入框样式。
public protocol TextFieldStyle {}

/// The platform's default text field style.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension DynamicViewContent {
  /// Lets people move rows; `action` receives the offsets moved and the destination offset.
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _HeadlessModifiedDynamicContent(self)
  }
}

/// The size of a control: 控件的尺寸。
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// How a form looks.
///
/// 表单样式。
public protocol FormStyle {}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
}

/// A form whose rows sit in grouped sections.
public struct GroupedFormStyle: FormStyle {
  public init() {}
}

/// A form with its labels and controls in columns (macOS).
public struct ColumnsFormStyle: FormStyle {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// How scrolling dismisses the keyboard: 滚动时怎样收起键盘。
public struct ScrollDismissesKeyboardMode: Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let automatic = ScrollDismissesKeyboardMode("automatic")
  public static let immediately = ScrollDismissesKeyboardMode("immediately")
  public static let interactively = ScrollDismissesKeyboardMode("interactively")
  public static let never = ScrollDismissesKeyboardMode("never")
}
