extension View {
  /// Runs `action` when the view appears, and cancels it when the view disappears.
  ///
  /// 视图出现时启动异步任务，消失时取消它。The closure inherits the caller's actor: written in a view's `body`, it runs
  /// on the main actor and may touch the view's state.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Runs `action` when the view appears and again whenever `id` changes.
  nonisolated public func task<T: Equatable>(
    id value: T,
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _HeadlessModifiedView(self)
  }
}
