import Foundation
import GraderCore

/// A compiler message reduced to the mistake it names, so the same mistake made by many students counts once.
enum CompileErrorText {
  /// `message` without paths, line and column numbers, and with every quoted name (`'TodoStore'`) as `'…'`.
  static func normalised(_ message: String) -> String {
    var text = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let rules: [(pattern: String, template: String)] = [
      (#"[^\s'"`]*\.swift(?::\d+)*:?"#, ""),
      (#"(?:[A-Za-z]:)?[^\s'"`:]*[/\\][^\s'"`:]*(?::\d+)*:?"#, ""),
      (#":\d+:\d+:?"#, ""),
      (#"\b[Ll]ine \d+"#, "line N"),
      (#"'[^']*'"#, "'…'"),
      (#"\s+"#, " "),
    ]
    for rule in rules {
      text = text.replacingOccurrences(of: rule.pattern, with: rule.template, options: .regularExpression)
    }
    return text.trimmingCharacters(in: .whitespaces)
  }
}
