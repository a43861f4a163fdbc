/// A scene that shows the same view hierarchy in each of its windows.
///
/// 窗口组：每个窗口都显示同一套视图层级；App 的 `body` 里通常只有它。
public struct WindowGroup<Content: View> {
  let content: Content

  /// Creates a window group showing the views that `content` builds.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a window group with a localized title.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension WindowGroup: Scene {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
