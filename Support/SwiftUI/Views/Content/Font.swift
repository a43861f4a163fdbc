/// A font, named by its text style.
///
/// 字体（按文字样式命名）。
public struct Font: Hashable, Sendable {
  private let name: String

  private init(_ name: String) {
    self.name = name
  }

  public static let largeTitle = Font("largeTitle")
  public static let title = Font("title")
  public static let title2 = Font("title2")
  public static let title3 = Font("title3")
  public static let headline = Font("headline")
  public static let subheadline = Font("subheadline")
  public static let body = Font("body")
  public static let callout = Font("callout")
  public static let footnote = Font("footnote")
  public static let caption = Font("caption")
  public static let caption2 = Font("caption2")
}
