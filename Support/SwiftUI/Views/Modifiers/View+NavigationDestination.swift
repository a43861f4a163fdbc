extension View {
  /// Shows `destination(value)` when a value of type `data` is pushed, as `NavigationLink(value:)` does.
  ///
  /// 在导航栈压入 `data` 类型的值时显示 `destination(value)`。
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Pushes the view that `destination` builds while `isPresented` is true.
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Pushes `destination(item)` while the item behind `item` is not `nil`.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Puts a search field in the navigation bar or toolbar, editing the string behind `text`.
  ///
  /// 在导航栏或工具栏放一个搜索框，编辑 `text` 绑定的字符串。
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Puts a search field with a localized prompt in the navigation bar or toolbar.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Puts a search field with a string prompt in the navigation bar or toolbar.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Lets people pull to refresh; `action` runs, and the indicator stays until it returns.
  ///
  /// 下拉刷新：执行 `action`，它返回前一直显示刷新指示。
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _HeadlessModifiedView(self)
  }
}

/// Where a search field goes.
///
/// 搜索框的位置。
public struct SearchFieldPlacement: Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let automatic = SearchFieldPlacement("automatic")
  public static let toolbar = SearchFieldPlacement("toolbar")
  public static let sidebar = SearchFieldPlacement("sidebar")
}
