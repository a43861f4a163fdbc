import Observation

extension View {
  /// Sets the environment value at `keyPath` to `value` for this view and every view inside it.
  ///
  /// 为这个视图及其内部所有视图设置环境值，例如在 App 入口或预览里注入依赖：
  /// `.environment(\.bookRepository, MockBookRepository())`。
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Puts an `@Observable` object in the environment, where `@Environment(T.self)` finds it.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Supplies an `ObservableObject` to this view and every view inside it, where `@EnvironmentObject` finds it.
  ///
  /// 向这个视图及其内部所有视图提供一个 `ObservableObject`，供 `@EnvironmentObject` 读取。
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    _HeadlessModifiedView(self)
  }
}
