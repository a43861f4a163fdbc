import Foundation

/// What a compiler message means for one question, in the student's terms, pointing at the student's file.
///
/// Where a question cannot be graded without something the student must write (a type, a member, a signature), the
/// compiler refuses, and its message usually points at the suite, in the suite's terms. A hint maps a pattern of that
/// message to an explanation of what is missing in the student's file; the report shows it next to the diagnostics.
public struct CompileHint: Codable, Hashable, Sendable {
  /// A regular expression searched for in the question's diagnostics.
  public var pattern: String
  /// The explanation shown when the pattern matches.
  public var message: LocalizedText

  public init(pattern: String, message: LocalizedText) {
    self.pattern = pattern
    self.message = message
  }

  /// Whether the pattern is a valid regular expression.
  var isValid: Bool {
    (try? NSRegularExpression(pattern: pattern)) != nil
  }

  /// Whether the pattern occurs in `diagnostics`; an invalid pattern never matches.
  public func matches(_ diagnostics: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(diagnostics.startIndex..., in: diagnostics)
    return expression.firstMatch(in: diagnostics, range: range) != nil
  }
}
