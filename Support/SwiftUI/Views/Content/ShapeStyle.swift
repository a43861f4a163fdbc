/// A colour or style used to draw text and shapes.
///
/// 绘制文字和图形所用的颜色或样式。
public protocol ShapeStyle: Sendable {}

/// The levels of the current foreground style: primary, secondary, …
///
/// 前景样式的层级：`.primary`、`.secondary`……
public struct HierarchicalShapeStyle: ShapeStyle {
  private let level: Int

  private init(level: Int) {
    self.level = level
  }

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
