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
