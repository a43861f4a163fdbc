/// The first line of one compiler diagnostic: `path:line:column: severity: message`.
struct _DiagnosticHeader: Equatable {
  /// How serious the diagnostic is.
  package enum Severity: String {
    case error, warning, note, remark
  }

  /// The file as printed (usually absolute), or a macro buffer such as `macro expansion @Test`.
  package var path: String
  package var line: Int
  var column: Int?
  package var severity: Severity
  package var message: String

  /// Whether the location is inside a macro expansion buffer rather than a file.
  var isMacroExpansion: Bool { path.hasPrefix("macro expansion ") }

  /// Parses `text`, or returns nil when it is not a located diagnostic (`<unknown>:0:` lines included).
  init?(_ text: some StringProtocol) {
    let text = Substring(text)
    var searchStart = text.startIndex
    while let separator = text[searchStart...].firstRange(of: ": ") {
      let rest = text[separator.upperBound...]
      for severity in [Severity.error, .warning, .note, .remark] {
        let word = severity.rawValue + ":"
        guard rest.hasPrefix(word), let location = Self._location(text[..<separator.lowerBound]) else { continue }
        let afterWord = rest.dropFirst(word.count)
        guard afterWord.isEmpty || afterWord.first == " " else { continue }
        (path, line, column) = location
        self.severity = severity
        message = String(afterWord.drop { $0 == " " })
        return
      }
      searchStart = separator.upperBound
    }
    return nil
  }

  /// Splits `path:line:column` or `path:line`, rejecting `<unknown>` and text that does not start like a path.
  private static func _location(_ text: Substring) -> (String, Int, Int?)? {
    guard let last = text.lastIndex(of: ":"), let lastNumber = Int(text[text.index(after: last)...]) else { return nil }
    var path = text[..<last]
    var line = lastNumber
    var column: Int? = nil
    if let previous = path.lastIndex(of: ":"), let number = Int(path[path.index(after: previous)...]) {
      column = lastNumber
      line = number
      path = path[..<previous]
    }
    guard let first = path.first, !first.isWhitespace, first != "<", first != "[", !path.contains("\t") else {
      return nil
    }
    return (String(path), line, column)
  }
}
