#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Colours terminal output with ANSI escape sequences, or leaves it plain when the output is not a colour terminal.
public struct TerminalStyle: Sendable {
  /// The styles `paint` can apply.
  public enum Color: Sendable {
    case red, green, yellow, blue, gray, bold
  }

  /// Whether `paint` adds escape sequences.
  public let isEnabled: Bool

  /// A style that colours when `isEnabled` is true and leaves text plain otherwise.
  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// The style for `fileDescriptor`: colour only on a terminal, with `NO_COLOR` unset or empty and `TERM` not `dumb`.
  ///
  /// See <https://no-color.org>: any non-empty `NO_COLOR` turns colour off.
  public static func detect(fileDescriptor: Int32, environment: [String: String]) -> TerminalStyle {
    let isTerminal = isatty(fileDescriptor) == 1
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let dumb = environment["TERM"] == "dumb"
    return TerminalStyle(isEnabled: isTerminal && !noColor && !dumb)
  }

  /// `text` wrapped in `color`'s escape sequence and a reset, or `text` unchanged when disabled or empty.
  ///
  /// A reset already inside `text` (from painting part of it) is followed by `color` again, so styles nest.
  public func paint(_ text: String, _ color: Color) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    let start = "\u{1B}[\(_code(color))m"
    let reset = "\u{1B}[0m"
    return start + text.replacing(reset, with: reset + start) + reset
  }

  /// The SGR parameter for `color`.
  func _code(_ color: Color) -> Int {
    switch color {
    case .red: 31
    case .green: 32
    case .yellow: 33
    case .blue: 34
    case .gray: 90
    case .bold: 1
    }
  }
}
