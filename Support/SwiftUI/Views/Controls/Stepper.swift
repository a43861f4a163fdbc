/// A control with − and + buttons that steps a value.
///
/// 步进器：用 − 和 + 按钮增减一个值。
public struct Stepper<Label: View> {
  let label: Label

  /// Steps the value behind `value` by `step`, within `bounds`.
  nonisolated public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Steps the value behind `value` by `step`, without bounds.
  nonisolated public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Runs `onIncrement` and `onDecrement` when the buttons are tapped.
  nonisolated public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
  }
}

extension Stepper: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Stepper where Label == Text {
  /// A stepper with a localized title, within `bounds`.
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }

  /// A stepper with a localized title, without bounds.
  nonisolated public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }

  /// A stepper with a string title, within `bounds`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }

  /// A stepper with a string title, without bounds.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }

  /// A stepper with a localized title whose buttons run `onIncrement` and `onDecrement`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
  }
}
