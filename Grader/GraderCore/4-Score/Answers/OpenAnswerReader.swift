import Foundation

/// Reads students' open answers (free text the instructor grades) out of the Swift file they were written in.
///
/// The file holds declarations such as `public static let answer1 = """ … """`; the reader lexes the source, skipping
/// comments, and returns each `let` whose value is a string literal. It never runs the compiler, so an answer file that
/// does not compile elsewhere still gives up its text.
public enum OpenAnswerReader {
  /// Every `let NAME = "literal"` (or `let NAME: String = …`, any modifiers) in `source`, as NAME → the literal's value.
  ///
  /// Supports escapes, multi-line `"""` literals (indentation stripping, `\` line joins), raw `#"…"#` literals and
  /// literals joined with `+`. Interpolations are kept as their source text. A declaration whose literal is
  /// unterminated is skipped; the first declaration of a name wins. Values are trimmed of surrounding whitespace.
  public static func answers(inSwiftSource source: String) -> [String: String] {
    var lexer = _SwiftLiteralLexer(source)
    let tokens = lexer.tokens()
    var answers: [String: String] = [:]
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index] == .word("let"), index + 1 < tokens.count, case .word(let name) = tokens[index + 1] else {
        continue
      }
      var next = index + 2
      if next + 1 < tokens.count, tokens[next] == .symbol(":") {
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
