/// A view property that says which control has keyboard focus, and moves it when written.
///
/// 焦点状态：哪个控件拥有键盘焦点；给它赋值可以移动焦点。配合 `.focused(_:)` 或 `.focused(_:equals:)` 使用。
///
/// Headless semantics: focus exists only in an installed view hierarchy; outside one the value stays at its initial
/// `false` or `nil` and writes are ignored, as `@State` behaves there.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// The projection `$focus`, passed to `.focused(_:)`.
  @propertyWrapper
  public struct Binding {
    let focused: Value

    /// The focused value.
    public var wrappedValue: Value {
      get { focused }
      nonmutating set {}
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding {
      self
    }
  }

  private let initialValue: Value

  /// The focused value (the initial one, outside an installed view).
  public var wrappedValue: Value {
    get { initialValue }
    nonmutating set {}
  }

  /// The binding that `.focused(_:)` takes.
  public var projectedValue: FocusState<Value>.Binding {
    Binding(focused: initialValue)
  }

  /// A focus state that is `true` while its control has focus.
  public init() where Value == Bool {
    initialValue = false
  }

  /// A focus state that holds the value of the focused control, or `nil`.
  public init<T: Hashable>() where Value == T? {
    initialValue = nil
  }
}

extension View {
  /// Ties this control's focus to `condition`: true while it has focus.
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Ties this control's focus to `binding`: it equals `value` while this control has focus.
  nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    _HeadlessModifiedView(self)
  }
}
