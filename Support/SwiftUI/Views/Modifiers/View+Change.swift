extension View {
  /// Runs `action` with the old and the new value whenever `value` changes (and at first, when `initial`).
  ///
  /// `value` 变化时执行 `action(旧值, 新值)`。
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Runs `action` whenever `value` changes (and at first, when `initial`).
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Runs `action` with the new value whenever `value` changes (the form before iOS 17 and macOS 14, which Apple
  /// deprecates and still compiles).
  nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Runs `action` when people submit, such as pressing Return in a text field.
  ///
  /// 用户提交时（例如在输入框里按回车）执行 `action`。
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Gives this view an explicit identity: when `id` changes, it is a new view and its state starts over.
  ///
  /// 给视图一个显式身份：`id` 变化时它就是一个新视图，状态重新开始。
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    _HeadlessModifiedView(self)
  }
}

/// What submits: text fields, search fields.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
