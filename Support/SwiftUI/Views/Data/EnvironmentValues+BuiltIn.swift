/// An action that dismisses the presentation (sheet, pushed view) the view is in, read as `@Environment(\.dismiss)`.
///
/// 关闭当前呈现（弹出页、压入的视图）的动作：`@Environment(\.dismiss) private var dismiss`，然后调用 `dismiss()`。
/// Headless semantics: nothing is presented on Linux, so calling it does nothing, as Apple's does outside a
/// presentation.
public struct DismissAction: Sendable {
  nonisolated init() {}

  /// Dismisses the presentation.
  @MainActor @preconcurrency public func callAsFunction() {}
}

/// Light or dark appearance.
///
/// 浅色或深色外观。
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light, dark
}

/// Where the built-in values below are stored (not part of SwiftUI's API).
private struct _ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The action that dismisses the current presentation.
  public var dismiss: DismissAction {
    DismissAction()
  }

  /// The colour scheme views are shown in; `.light` unless a view sets it.
  public var colorScheme: ColorScheme {
    get { self[_ColorSchemeKey.self] }
    set { self[_ColorSchemeKey.self] = newValue }
  }
}
