/// The key of a localized string: what a string literal becomes when passed to `Text`, `Button`, `navigationTitle`….
///
/// 本地化字符串的键：字符串字面量传给 `Text`、`Button` 等时变成它。The stand-in keeps the text and never looks it up.
/// Its interpolation accepts what Apple's accepts for the lessons' needs (strings, numbers, `Text`, `Image`, format
/// styles); anything else fails to compile, as `Text("\(someValue)")` does on a Mac for a type SwiftUI cannot format.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The key as written, interpolations included.
  let key: String

  /// Creates a key from a string value.
  public init(_ value: String) {
    key = value
  }

  public init(stringLiteral value: String) {
    key = value
  }

  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.text
  }

  /// The pieces of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// Interpolates a string.
    public mutating func appendInterpolation(_ string: String) {
      text += string
    }

    /// Interpolates a number (`Int`, `Double`, …).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      text += "\(value)"
    }

    /// Interpolates a number with a `printf`-style specifier such as `"%.1f"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      text += "\(value)"
    }

    /// Interpolates a value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      text += format.format(input)
    }

    /// Interpolates a text view.
    public mutating func appendInterpolation(_ text: Text) {
      self.text += text.content
    }

    /// Interpolates an image.
    public mutating func appendInterpolation(_ image: Image) {
      text += "[\(image.name)]"
    }
  }
}

/// A number that a localized string key can interpolate.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}
