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
  public static func intentsBySuite(inSource source: String) -> [String: [String: LocalizedText]] {
    let testPattern = #"@Test\(\s*"((?:[^"\\]|\\.)*)"[^\n]*\n(?:\s*@\w+[^\n]*\n)*\s*(?:\w+\s+)*func\s+(\w+)"#
    let typePattern = #"(?m)^\s*(?:@\w+(?:\([^\n]*\))?\s+)*(?:(?:public|internal|private|fileprivate|final)\s+)*(?:struct|class|enum|actor|extension)\s+(\w+)"#
    guard let tests = try? NSRegularExpression(pattern: testPattern), let types = try? NSRegularExpression(pattern: typePattern)
    else { return [:] }
    let text = source as NSString
    let range = NSRange(location: 0, length: text.length)
    let declarations = types.matches(in: source, range: range).map { ($0.range.location, text.substring(with: $0.range(at: 1))) }
    var intents: [String: [String: LocalizedText]] = [:]
    for match in tests.matches(in: source, range: range) {
      let suite = declarations.last { $0.0 < match.range.location }?.1 ?? ""
      let display = text.substring(with: match.range(at: 1)).replacingOccurrences(of: "\\\"", with: "\"")
      intents[suite, default: [:]][text.substring(with: match.range(at: 2))] = split(display)
    }
    return intents
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
