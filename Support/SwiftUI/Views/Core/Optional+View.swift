/// An optional view shows its view when there is one, and nothing otherwise.
///
/// 可选视图：有值时显示它，`nil` 时什么都不显示（`@ViewBuilder` 里没有 `else` 的 `if`）。
extension Optional: View where Wrapped: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
