import Foundation

/// A view that shows read-only text.
///
/// 显示只读文字的视图。A string literal is a `LocalizedStringKey`; a `String` value uses the `StringProtocol` form.
public struct Text: Equatable, Sendable {
  /// The text, as written (never localized by the stand-in).
  let content: String

  /// Shows `content` as it is, without localization.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Shows a string value as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Shows the localized string for `key`.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    content = key.key
  }

  /// Shows `input` formatted by `format`, such as `Text(price, format: .number)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    content = format.format(input)
  }

  /// Shows `date` in `style`, such as `Text(todo.due, style: .date)`.
  public init(_ date: Date, style: DateStyle) {
    content = "\(date)"
  }

  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Sendable {
    private let name: String

    private init(_ name: String) {
      self.name = name
    }

    public static let time = DateStyle("time")
    public static let date = DateStyle("date")
    public static let relative = DateStyle("relative")
    public static let offset = DateStyle("offset")
    public static let timer = DateStyle("timer")
  }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text {
    self
  }

  /// This text drawn with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    self
  }

  /// This text in bold.
  public func bold() -> Text {
    self
  }

  /// This text in italics.
  public func italic() -> Text {
    self
  }

  /// The two texts one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.content + rhs.content)
  }
}

extension Text: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}
