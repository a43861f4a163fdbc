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

  /// Creates a button with a role, such as `.destructive`, and a custom label.
  nonisolated public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
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

  /// Creates a button with a localized title and a role.
  nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.action = action
    label = Text(titleKey)
  }

  /// Creates a button with a string title and a role.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.action = action
    label = Text(title)
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// Creates a button with a localized title and an SF Symbol.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.action = action
    label = SwiftUI.Label(titleKey, systemImage: systemImage)
  }

  /// Creates a button with a string title and an SF Symbol.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.action = action
    label = SwiftUI.Label(title, systemImage: systemImage)
  }
}

/// What a button does, which decides how it looks: destructive or cancel.
///
/// 按钮的角色：`.destructive`（删除之类）或 `.cancel`（取消）。
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let destructive = ButtonRole("destructive")
  public static let cancel = ButtonRole("cancel")
}

/// How a button looks, as `.buttonStyle(.borderedProminent)` sets it.
///
/// 按钮样式。
public protocol PrimitiveButtonStyle {}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// A button with a border.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// A prominent button with a filled border.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// A button without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

/// A button without decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// Sets the style of the buttons inside this view.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    _HeadlessModifiedView(self)
  }
}
