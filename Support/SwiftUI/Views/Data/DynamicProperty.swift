/// A stored property of a view that SwiftUI updates before each `body`, such as `@State` or `@Environment`.
///
/// 动态属性：SwiftUI 在每次计算 `body` 之前更新它（例如 `@State`、`@Environment`）。
/// A struct of your own that groups such properties conforms too, and may implement `update()`.
public protocol DynamicProperty {
  /// Updates the property's value before the view's `body` is computed.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing; SwiftUI still updates the dynamic properties stored inside.
  public mutating func update() {}
}
