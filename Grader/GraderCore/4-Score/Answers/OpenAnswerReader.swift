import Foundation

/// Reads students' open answers (free text the instructor grades) out of the Swift file they were written in.
///
/// The file holds declarations such as `public static let answer1 = """ … """`; the reader lexes the source, skipping
/// comments, and returns each `let` whose value is a string literal. It never runs the compiler, so an answer file that
/// does not compile elsewhere still gives up its text.
public enum OpenAnswerReader {
  /// The note put before an answer whose file is not valid UTF-8, so the instructor knows what the U+FFFD marks mean.
  public static let invalidUTF8Note =
    "[文件不是有效的 UTF-8，无效的字节显示为 \u{FFFD} / the file is not valid UTF-8: invalid bytes are shown as \u{FFFD}]"

  /// Every answer in the Swift file `bytes`, as `answers(inSwiftSource:)` reads them, without dropping a file that is
  /// not valid UTF-8.
  ///
  /// Invalid sequences become U+FFFD; an answer that holds one then starts with `invalidUTF8Note` on a line of its own.
  public static func answers(inSwiftFile bytes: some Sequence<UInt8>) -> [String: String] {
    let (source, invalid) = UTF8Text.decode(bytes)
    var answers = answers(inSwiftSource: source)
    if invalid > 0 {
      for (name, text) in answers where text.unicodeScalars.contains("\u{FFFD}") {
        answers[name] = invalidUTF8Note + "\n" + text
      }
    }
    return answers
  }

  /// Every `let NAME = "literal"` (or `let NAME: String = …`, any modifiers) in `source`, as NAME → the literal's value.
  ///
  /// Supports escapes, multi-line `"""` literals (indentation stripping, `\` line joins), raw `#"…"#` literals and
  /// literals joined with `+`. Interpolations are kept as their source text. A declaration whose literal is
  /// unterminated is skipped; the first declaration of a name wins. Values are trimmed of surrounding whitespace.
  public static func answers(inSwiftSource source: String) -> [String: String] {
    let tokens = SwiftTokens(literalsIn: source).tokens
    var answers: [String: String] = [:]
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index] == .word("let"), index + 1 < tokens.count, case .word(let name) = tokens[index + 1] else {
        continue
      }
      var next = index + 2
      if next + 1 < tokens.count, tokens[next] == .punctuation(":") {
        guard tokens[next + 1] == .word("String") else { continue }
        next += 2
      }
      guard next + 1 < tokens.count, tokens[next] == .symbol("="), case .string(let first) = tokens[next + 1],
        var value = first
      else { continue }
      next += 2
      var complete = true
      while next + 1 < tokens.count, tokens[next] == .symbol("+"), case .string(let part) = tokens[next + 1] {
        guard let part else {
          complete = false
          break
        }
        value += part
        next += 2
      }
      guard complete, answers[name] == nil else { continue }
      answers[name] = value.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return answers
  }
}
