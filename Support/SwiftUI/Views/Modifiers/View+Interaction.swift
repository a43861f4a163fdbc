extension View {
  /// Runs `action` when the view is tapped `count` times.
  ///
  /// 点击视图（`count` 次）时执行 `action`。
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Adds a context menu of the views that `menuItems` builds.
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Draws a shadow behind the view.
  nonisolated public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows a badge with `count` on a list row or a tab item; 0 shows none.
  nonisolated public func badge(_ count: Int) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Animates the changes of this view that happen when `value` changes.
  ///
  /// `value` 变化时，用 `animation` 动画显示这个视图的变化。
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the style of the toggles inside this view.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    _HeadlessModifiedView(self)
  }
}

/// How a change is animated.
///
/// 动画曲线。Nothing is animated on Linux; the values only type-check.
public struct Animation: Equatable, Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let `default` = Animation("default")
  public static let linear = Animation("linear")
  public static let easeIn = Animation("easeIn")
  public static let easeOut = Animation("easeOut")
  public static let easeInOut = Animation("easeInOut")
  public static let spring = Animation("spring")
  public static let bouncy = Animation("bouncy")
  public static let smooth = Animation("smooth")

  public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
  public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
  public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
  public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }

  /// A spring.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
    Animation("spring(\(response), \(dampingFraction), \(blendDuration))")
  }
}

/// Runs `body` and animates the view changes it causes; `body` runs at once and its result is returned.
///
/// 执行 `body`，并以动画显示它引起的变化（Linux 上只执行 `body`）。
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// How a toggle looks.
///
/// 开关样式。
public protocol ToggleStyle {}

/// The platform's default toggle style.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
}

/// A toggle that looks like a switch.
public struct SwitchToggleStyle: ToggleStyle {
  public init() {}
}

/// A toggle that looks like a button.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
