import Foundation

/// Reads a fill-in answer the way a teaching assistant would: 像助教一样读填空题的答案。
///
/// The student's text is first folded (``normalized(_:)``), then read as a use of one Swift word
/// (``word(in:decoration:)``), and that word is what is compared. All of these count as the word `Environment` for a
/// blank whose word is a property wrapper (学生答案先规范化，再读成一个 Swift 词，只比较这个词):
///
/// - full-width characters, surrounding spaces, backticks, quotes and end punctuation: `＠Ｅｎｖｉｒｏｎｍｅｎｔ`,
///   `"Environment"`, `Environment;` 全角字符、首尾空白、反引号、引号和句末标点;
/// - the decoration the word takes in Swift, with or without the template's arguments: `@Environment`,
///   `@Environment(\.bookRepository)` 词在 Swift 里本来带的修饰及模板里的参数;
/// - a qualified name: `SwiftUI.Environment`; for a plain word also `extension EnvironmentValues { }`.
///   模块或类型限定的名字；普通词还可以写成 `extension 某类型`。
///
/// Identifiers stay case-sensitive, as in Swift, and a different word never matches: `Environments`,
/// `EnvironmentKeys` and `expects` are wrong. 标识符区分大小写；别的词（哪怕只差一个字母）都不算对。
public enum FillInAnswer {
  /// The characters dropped from both ends of an answer: whitespace, new lines and backticks.
  private static let edgeCharacters = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "`"))

  /// Quote and bracket pairs a student may put around the answer.
  private static let enclosingPairs: [(Character, Character)] = [
    ("\"", "\""), ("'", "'"), ("“", "”"), ("‘", "’"), ("「", "」"), ("『", "』"), ("《", "》"), ("<", ">"), ("【", "】"),
  ]

  /// Punctuation a student may end the answer with.
  private static let endPunctuation: Set<Character> = [";", ",", "。", "、", "!", "?"]

  /// Returns the answer folded to the form that is read: NFKC, trimmed, spaces collapsed and cut next to punctuation.
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

  /// The Swift word the answer writes, when it is a well-formed use of one word with `decoration`; otherwise `nil`.
  ///
  /// `@Environment(\.key)` gives `Environment` for `.attribute`, but `nil` for `.member`, whose sigil is `.`.
  public static func word(in answer: String, decoration: FillInDecoration) -> String? {
    var text = Substring(normalized(answer))
    var changed = true
    while changed {
      changed = false
      if let last = text.last, endPunctuation.contains(last) {
        text = text.dropLast()
        changed = true
      }
      for (open, close) in enclosingPairs where text.count >= 2 && text.first == open && text.last == close {
        text = text.dropFirst().dropLast()
        changed = true
      }
      let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
      if trimmed.count != text.count {
        text = Substring(String(trimmed))
        changed = true
      }
    }
    var extensionBody = false
    if decoration == .none, text.hasPrefix("extension ") {
      text = text.dropFirst("extension ".count)
      extensionBody = true
    }
    if let sigil = decoration.sigil, text.first == sigil { text = text.dropFirst() }
    guard let path = identifierPath(&text) else { return nil }
    if decoration.allowsArguments, text.first == "(" {
      guard let rest = afterBalanced(text, open: "(", close: ")") else { return nil }
      text = rest
    }
    // A view modifier is written with its trailing closure too: `.task { … }`, `task {}`.
    if extensionBody || decoration == .member, text.first == "{" {
      guard let rest = afterBalanced(text, open: "{", close: "}") else { return nil }
      text = rest
    }
    return text.isEmpty ? path.last : nil
  }

  /// Returns whether the answer writes one of the `accepted` words with `decoration`.
  public static func matches(_ answer: String, accepted: [String], decoration: FillInDecoration = .none) -> Bool {
    guard let given = word(in: answer, decoration: decoration) else { return false }
    return accepted.contains { normalized($0) == given }
  }

  /// Reads `A.B.C` from the front of `text`: identifiers separated by dots, each starting with a letter or `_`.
  private static func identifierPath(_ text: inout Substring) -> [String]? {
    var parts: [String] = []
    while true {
      guard let first = text.first, first.isLetter || first == "_" else { return nil }
      let identifier = text.prefix { isWordCharacter($0) }
      parts.append(String(identifier))
      text = text.dropFirst(identifier.count)
      guard text.first == ".", let next = text.dropFirst().first, next.isLetter || next == "_" else { return parts }
      text = text.dropFirst()
    }
  }

  /// The text after a balanced `open`…`close` group at the front of `text`, or `nil` when it is not closed.
  private static func afterBalanced(_ text: Substring, open: Character, close: Character) -> Substring? {
    var depth = 0
    for index in text.indices {
      if text[index] == open { depth += 1 }
      if text[index] == close {
        depth -= 1
        if depth == 0 { return text[text.index(after: index)...] }
      }
    }
    return nil
  }

  /// Whether `character` belongs to an identifier, so a space between two such characters separates words.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
