extension View {
  /// Shows an alert with a localized title while `isPresented` is true.
  ///
  /// `isPresented` 为真时显示一个提示框；`actions` 是按钮，`message` 是正文。
  nonisolated public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert with a string title while `isPresented` is true.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert with a `Text` title while `isPresented` is true.
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert with a localized title and no message while `isPresented` is true.
  nonisolated public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert with a string title and no message while `isPresented` is true.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Shows an alert with a `Text` title and no message while `isPresented` is true.
  nonisolated public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    _HeadlessModifiedView(self)
  }
}
