/// How views line up along the horizontal axis: leading, centre or trailing.
///
/// 水平方向的对齐方式。
public struct HorizontalAlignment: Equatable, Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let leading = HorizontalAlignment("leading")
  public static let center = HorizontalAlignment("center")
  public static let trailing = HorizontalAlignment("trailing")
}

/// How views line up along the vertical axis: top, centre, bottom or a text baseline.
///
/// 垂直方向的对齐方式。
public struct VerticalAlignment: Equatable, Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let top = VerticalAlignment("top")
  public static let center = VerticalAlignment("center")
  public static let bottom = VerticalAlignment("bottom")
  public static let firstTextBaseline = VerticalAlignment("firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment("lastTextBaseline")
}

/// An alignment in both axes.
///
/// 两个方向上的对齐方式。
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two axes.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
