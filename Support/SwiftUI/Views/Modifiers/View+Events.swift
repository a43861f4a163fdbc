extension View {
  /// Runs `action` when the view appears.
  ///
  /// 视图出现时执行 `action`。
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Runs `action` when the view disappears.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Runs `action` with each value that `publisher` emits, such as `$model.state` of an `ObservableObject`.
  ///
  /// 每当 `publisher` 发出一个值时执行 `action`。
  nonisolated public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    _HeadlessModifiedView(self)
  }
}
