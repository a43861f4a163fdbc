/// A view that shows progress: a spinner when the amount is unknown, a bar otherwise.
///
/// 进度视图：不知道进度时显示转圈，知道时显示进度条。
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let fraction: Double?

  nonisolated init(fraction: Double?) {
    self.fraction = fraction
  }
}

extension ProgressView: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner without a label.
  nonisolated public init() where Label == EmptyView {
    self.init(fraction: nil)
  }

  /// A spinner with a localized label.
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {
    self.init(fraction: nil)
  }

  /// A spinner with a string label.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text {
    self.init(fraction: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A bar showing `value` out of `total`; a `nil` value shows a spinner.
  nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: value.map { Double($0 / total) })
  }
}
