extension View {
  /// Presents the view that `content` builds for the item behind `item`, while it is not `nil`.
  ///
  /// `item` 不为 `nil` 时，以弹出页显示 `content(item)`；关闭时 `item` 变回 `nil`。
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert about `data` (while `isPresented` is true) with a localized title.
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert about `data` (while `isPresented` is true) with a localized title and no message.
  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert about `data` (while `isPresented` is true) with a string title.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows a confirmation dialog with a localized title while `isPresented` is true.
  ///
  /// `isPresented` 为真时显示确认对话框（例如“确定删除吗？”），`actions` 是按钮。
  nonisolated public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows a confirmation dialog with a localized title and a message while `isPresented` is true.
  nonisolated public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows a confirmation dialog with a string title while `isPresented` is true.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows a confirmation dialog with a string title and a message while `isPresented` is true.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows a confirmation dialog about `data` while `isPresented` is true.
  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    _HeadlessModifiedView(self)
  }
}

/// Whether something is shown: left to the system, shown or hidden.
///
/// 是否显示：由系统决定、显示、隐藏。
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}
