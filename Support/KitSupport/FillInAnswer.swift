import Foundation

/// Compares a fill-in answer with its accepted forms: 比较填空题答案与可接受的写法。
///
/// Both the student's text and every accepted form go through ``normalized(_:)`` before they are compared,
/// so the following all count as the same answer (学生答案与参考答案都先经过规范化再比较，以下写法等价):
///
/// - Full-width characters are folded to ASCII with Unicode NFKC: `＠Ｅｎｖｉｒｏｎｍｅｎｔ` reads as `@Environment`,
///   `＃expect（）` as `#expect()`, and an ideographic space as a plain space. 全角字符按 NFKC 折叠为半角。
/// - Spaces, tabs, new lines and backticks around the answer are ignored; runs of spaces inside it count as one,
///   and spaces next to punctuation do not count: `@ Environment` is `@Environment`.
///   首尾的空白和反引号被忽略，中间连续空白视为一个空格，标点旁的空格不计。
/// - Identifiers stay case-sensitive, as in Swift: `environmentkey` is not `EnvironmentKey`. 标识符区分大小写。
///
/// The decoration a blank's word takes in Swift (`@`, `.`, `#`, a trailing `()`) is accepted where the caller says
/// so with a ``FillInDecoration``; wider forms, such as `extension EnvironmentValues` for the blank that follows
/// `extension`, are listed by the caller in `accepted`. 每个空可带的修饰由调用方用 `FillInDecoration` 指定；
/// 更宽的写法（例如 `extension EnvironmentValues`）由调用方放进 `accepted`。
public enum FillInAnswer {
  /// The characters dropped from both ends of an answer: whitespace, new lines and backticks.
  private static let edgeCharacters = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "`"))

  /// Returns the answer folded to the form that is compared: NFKC, trimmed, spaces collapsed and cut next to punctuation.
  public static func normalized(_ answer: String) -> String {
    let text = answer.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: edgeCharacters)
    let words = text.split(whereSeparator: \.isWhitespace)
    var result = ""
    for word in words {
      if let last = result.last, let first = word.first, isWordCharacter(last), isWordCharacter(first) {
        result.append(" ")
      }
      result += word
    }
    return result
  }

  /// Returns whether the answer, once normalised, is one of the accepted forms written with `decoration`.
  public static func matches(_ answer: String, accepted: [String], decoration: FillInDecoration = .none) -> Bool {
    let given = normalized(answer)
    guard !given.isEmpty else { return false }
    return accepted.contains { form in
      let word = normalized(form)
      return !word.isEmpty && decoration.forms(of: word).contains(given)
    }
  }

  /// Whether `character` belongs to an identifier, so a space between two such characters separates words.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
