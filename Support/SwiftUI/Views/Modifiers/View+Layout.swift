extension View {
  /// Draws the view that `content` builds on top of this one.
  ///
  /// 在这个视图上面叠加 `content` 生成的视图。
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Adds padding along `edges`: the system's default amount, or `length`.
  ///
  /// 在指定的边上加内边距。
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Adds `length` of padding on every edge.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the default font of the text inside this view.
  ///
  /// 设置视图内文字的默认字体。
  nonisolated public func font(_ font: Font?) -> some View {
    _HeadlessModifiedView(self)
  }

  /// Sets the style that text and shapes inside this view are drawn with.
  ///
  /// 设置视图内文字和图形的前景样式，例如 `.foregroundStyle(.secondary)`。
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    _HeadlessModifiedView(self)
  }
}

/// An edge of a rectangle.
///
/// 矩形的一条边。
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set holding only `edge`.
    public init(_ edge: Edge) {
      rawValue = 1 << edge.rawValue
    }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}
