import Foundation
import GraderCore

/// What each check of a suite sets out to verify, read from its `@Test("…")` display name in the kit's test sources.
///
/// The kit's tests name every check in both languages (`@Test("中文 / English") func name()`); the second hint level
/// names the intent of the check a student keeps failing, which is read here without building anything.
public enum CheckIntents {
  /// The intents of the checks of `suite` (check function names mapped to their display names), from every
  /// `@Test("…") func` in the Swift files of `folder`. Suites of one exercise often share check names (every closed
  /// question's check is `answer`), so a check is looked up in its own suite only; `nil` takes every suite's.
  public static func intents(inFolder folder: URL, suite: String?) -> [String: LocalizedText] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var intents: [String: LocalizedText] = [:]
    for name in names.sorted() where name.hasSuffix(".swift") {
      guard let source = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
      for (found, checks) in Self.intentsBySuite(inSource: source) where suite == nil || found == suite {
        intents.merge(checks) { first, _ in first }
      }
    }
    return intents
  }

  /// The display names of one Swift source's checks, by the type that declares them (the nearest `struct`, `class`,
  /// `enum`, `actor` or `extension` before the check; "" before any) and then by check function name.
  ///
  /// The source is read with `SwiftTokens`, so a check or a type in a comment or a string is not one.
  public static func intentsBySuite(inSource source: String) -> [String: [String: LocalizedText]] {
    let tokens = SwiftTokens(literalsIn: source).tokens
    var suite = ""
    var intents: [String: [String: LocalizedText]] = [:]
    for index in tokens.indices {
      if let name = declaredType(at: index, in: tokens) { suite = name }
      if let (display, check) = check(at: index, in: tokens) { intents[suite, default: [:]][check] = split(display) }
    }
    return intents
  }

  /// Words that open a type declaration a check can sit in.
  private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

  /// Words after `class` that make it a modifier (`class func`), not a declaration.
  private static let memberKeywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final",
  ]

  /// The name of the type declared at `index` (`struct Name`, `extension Name.Inner` gives `Name`), if one is.
  private static func declaredType(at index: Int, in tokens: [SwiftTokens.Token]) -> String? {
    guard case .word(let keyword) = tokens[index], typeKeywords.contains(keyword), index + 1 < tokens.count,
      case .word(let name) = tokens[index + 1], !memberKeywords.contains(name)
    else { return nil }
    return name
  }

  /// The display name and function name of the check whose `@Test("…")` is at `index`: the attribute, then any
  /// other attributes and modifiers, then `func name`.
  private static func check(at index: Int, in tokens: [SwiftTokens.Token]) -> (String, String)? {
    guard tokens[index] == .attribute("Test"), index + 2 < tokens.count, tokens[index + 1] == .punctuation("("),
      case .string(let display?) = tokens[index + 2]
    else { return nil }
    var cursor = closingParenthesis(after: index + 1, in: tokens) + 1
    while cursor < tokens.count {
      switch tokens[cursor] {
      case .word("func"):
        guard cursor + 1 < tokens.count, case .word(let name) = tokens[cursor + 1] else { return nil }
        return (display, name)
      case .attribute:
        let next = cursor + 1
        let hasArguments = next < tokens.count && tokens[next] == .punctuation("(")
        cursor = hasArguments ? closingParenthesis(after: next, in: tokens) + 1 : next
      case .word:
        cursor += 1
      default:
        return nil
      }
    }
    return nil
  }

  /// The index of the `)` that closes the `(` at `open` (the last index when none does).
  private static func closingParenthesis(after open: Int, in tokens: [SwiftTokens.Token]) -> Int {
    var depth = 0
    for cursor in open..<tokens.count {
      if tokens[cursor] == .punctuation("(") { depth += 1 }
      if tokens[cursor] == .punctuation(")") { depth -= 1 }
      if depth == 0 { return cursor }
    }
    return tokens.count - 1
  }

  /// A display name `中文 / English` as text in both languages; without the separator, the same text in both.
  package static func split(_ display: String) -> LocalizedText {
    guard let separator = display.range(of: " / ", options: .backwards) else {
      return LocalizedText(en: display, zh: display)
    }
    let zh = display[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
    let en = display[separator.upperBound...].trimmingCharacters(in: .whitespaces)
    return LocalizedText(en: en, zh: zh)
  }
}
