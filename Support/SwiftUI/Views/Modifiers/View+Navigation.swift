extension View {
  /// Puts the views that `content` builds in the toolbar or navigation bar.
  ///
  /// 把 `content` 生成的视图放进工具栏（导航栏）。
  nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the navigation title from a localized string.
  ///
  /// 设置导航标题。
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the navigation title from a string value.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the navigation title from a text view.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Presents the view that `content` builds as a sheet while `isPresented` is true.
  ///
  /// `isPresented` 为真时以弹出页（sheet）显示 `content`。
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _HeadlessModifiedView(self)
  }
}
