import Foundation

/// Compares a fill-in answer with its accepted forms: 比较填空题答案与可接受的写法。
///
/// Both the student's text and every accepted form go through ``normalized(_:)`` before they are compared,
/// so the following all count as the same answer (学生答案与参考答案都先经过规范化再比较，以下写法等价):
///
/// - Full-width characters are folded to ASCII with Unicode NFKC: `＠Ｅｎｖｉｒｏｎｍｅｎｔ` reads as `@Environment`,
///   `＃expect（）` as `#expect()`, and an ideographic space as a plain space. 全角字符按 NFKC 折叠为半角。
/// - Spaces, tabs, new lines and backticks around the answer are ignored; runs of spaces inside it count as one.
///   首尾的空白和反引号被忽略，中间连续空白视为一个空格。
/// - One leading `@`, `.` or `#` is ignored: `@Environment`, `.environment`, `#expect`. 忽略一个前导 `@`、`.` 或 `#`。
/// - One trailing `()` is ignored: `expect()`, `.environment()`. 忽略一个结尾的 `()`。
/// - Identifiers stay case-sensitive, as in Swift: `environmentkey` is not `EnvironmentKey`. 标识符区分大小写。
///
/// Wider forms, such as `extension EnvironmentValues` for the blank that follows `extension`, are listed by the
/// caller in `accepted`. 更宽的写法（例如 `extension EnvironmentValues`）由调用方放进 `accepted`。
public enum FillInAnswer {
  /// The characters dropped from both ends of an answer: whitespace, new lines and backticks.
  private static let edgeCharacters = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "`"))

  /// The single leading characters a student may write in front of the word.
  private static let leadingDecorations: Set<Character> = ["@", ".", "#"]

  /// Returns the answer folded to the form that is compared: NFKC, trimmed, spaces collapsed, decorations removed.
  public static func normalized(_ answer: String) -> String {
    var text = trimmed(answer.precomposedStringWithCompatibilityMapping)
    text = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    if text.hasSuffix("()") {
      text = trimmed(String(text.dropLast(2)))
    }
    if let first = text.first, leadingDecorations.contains(first) {
      text = trimmed(String(text.dropFirst()))
    }
    return text
  }

  /// Returns whether the answer, once normalised, equals one of the accepted forms, normalised the same way.
  public static func matches(_ answer: String, accepted: [String]) -> Bool {
    let given = normalized(answer)
    guard !given.isEmpty else { return false }
    return accepted.contains { normalized($0) == given }
  }

  /// Drops whitespace and backticks from both ends of the text.
  private static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: edgeCharacters)
  }
}
