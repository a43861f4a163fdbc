/// A control that picks a value from a continuous range.
///
/// 滑块：在一个连续范围里选一个值。
public struct Slider<Label: View, ValueLabel: View> {
  let label: Label
}

extension Slider: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds`.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    label = EmptyView()
  }

  /// A slider over `bounds` that moves in steps of `step`.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    label = EmptyView()
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider over `bounds` with a label.
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
  }
}
