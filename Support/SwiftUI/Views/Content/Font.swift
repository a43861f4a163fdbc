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

  /// A weight of a font, from ultra-light to black: 字重。
  public struct Weight: Hashable, Sendable {
    private let name: String

    private init(_ name: String) {
      self.name = name
    }

    public static let ultraLight = Weight("ultraLight")
    public static let thin = Weight("thin")
    public static let light = Weight("light")
    public static let regular = Weight("regular")
    public static let medium = Weight("medium")
    public static let semibold = Weight("semibold")
    public static let bold = Weight("bold")
    public static let heavy = Weight("heavy")
    public static let black = Weight("black")
  }

  /// The design of a system font: default, serif, rounded or monospaced: 系统字体的设计。
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// The system font of `size` points: 指定字号的系统字体。
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font("system")
  }

  /// This font in bold: 加粗。
  public func bold() -> Font { Font(name + ".bold") }

  /// This font in italics: 斜体。
  public func italic() -> Font { Font(name + ".italic") }

  /// This font with `weight`: 换一种字重。
  public func weight(_ weight: Weight) -> Font { Font(name + ".weight") }

  /// This font with fixed-width characters: 等宽。
  public func monospaced() -> Font { Font(name + ".monospaced") }

  /// This font with fixed-width digits: 数字等宽。
  public func monospacedDigit() -> Font { Font(name + ".monospacedDigit") }
}
