import Foundation

/// What each check of a suite sets out to verify, read from its `@Test("…")` display name in the kit's test sources.
///
/// The kit's tests name every check in both languages (`@Test("中文 / English") func name()`); the second hint level
/// names the intent of the check a student keeps failing, which is read here without building anything.
public enum CheckIntents {
  /// Check function names mapped to their display names, for every `@Test("…") func` in the Swift files of `folder`.
  public static func intents(inFolder folder: URL) -> [String: LocalizedText] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var intents: [String: LocalizedText] = [:]
    for name in names.sorted() where name.hasSuffix(".swift") {
      guard let source = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { continue }
      intents.merge(Self.intents(inSource: source)) { first, _ in first }
    }
    return intents
  }

  /// Check function names mapped to their display names in one Swift source.
  public static func intents(inSource source: String) -> [String: LocalizedText] {
    let pattern = #"@Test\(\s*"((?:[^"\\]|\\.)*)"[^\n]*\n(?:\s*@\w+[^\n]*\n)*\s*(?:\w+\s+)*func\s+(\w+)"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [:] }
    let text = source as NSString
    var intents: [String: LocalizedText] = [:]
    for match in regex.matches(in: source, range: NSRange(location: 0, length: text.length)) {
      let display = text.substring(with: match.range(at: 1)).replacingOccurrences(of: "\\\"", with: "\"")
      intents[text.substring(with: match.range(at: 2))] = split(display)
    }
    return intents
  }

  /// A display name `中文 / English` as text in both languages; without the separator, the same text in both.
  static func split(_ display: String) -> LocalizedText {
    guard let separator = display.range(of: " / ", options: .backwards) else {
      return LocalizedText(en: display, zh: display)
    }
    let zh = display[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
    let en = display[separator.upperBound...].trimmingCharacters(in: .whitespaces)
    return LocalizedText(en: en, zh: zh)
  }
}
