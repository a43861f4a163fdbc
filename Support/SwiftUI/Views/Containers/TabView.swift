/// A view that switches between child views with tabs.
///
/// 标签页视图：用标签在子视图之间切换；每个子视图用 `.tabItem` 给出标签。
public struct TabView<SelectionValue: Hashable, Content: View> {
  let content: Content

  /// Tabs whose selected one is the value behind `selection`, matched with `.tag(_:)`.
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that manage their own selection.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension TabView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension View {
  /// The label of this view's tab in a `TabView`.
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _HeadlessModifiedView(self)
  }
}
