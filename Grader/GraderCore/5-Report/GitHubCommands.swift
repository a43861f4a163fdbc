/// Builds GitHub Actions workflow commands (annotations, stop-commands) from a report, escaping every value.
public enum GitHubCommands {
  /// One `::error` or `::warning` line per compiler message and one `::error` line per crashed or timed-out question.
  ///
  /// The compiler messages come typed from the report (paths kit-relative); a message inside a macro expansion buffer
  /// has no file to point at, so its line carries only the title.
  public static func annotations(for report: GradeReport) -> [String] {
    var lines: [String] = []
    for question in report.questions {
      let title = "title=" + escapeProperty(question.id)
      for message in question.compilerMessages ?? [] {
        let command = message.severity == .error ? "error" : "warning"
        var properties: [String] = []
        if let file = message.file {
          properties.append("file=" + escapeProperty(file))
          if let line = message.line { properties.append("line=\(line)") }
          if let column = message.column { properties.append("col=\(column)") }
        }
        properties.append(title)
        let annotation = "::\(command) \(properties.joined(separator: ","))::\(escapeData(message.message))"
        if !lines.contains(annotation) { lines.append(annotation) }
      }
      if question.status == .crashed || question.status == .timedOut {
        lines.append("::error \(title)::\(escapeData(_failureMessage(of: question)))")
      }
    }
    return lines
  }

  /// `value` made safe as a command's message: `%`, carriage return and line feed are percent-encoded.
  public static func escapeData(_ value: String) -> String {
    var escaped = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `value` made safe as a command's property: as `escapeData`, and `:` and `,` percent-encoded too.
  public static func escapeProperty(_ value: String) -> String {
    var escaped = ""
    for scalar in escapeData(value).unicodeScalars {
      switch scalar {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `untrusted` between `::stop-commands::<token>` and `::<token>::`, so no workflow command inside it runs.
  ///
  /// The runner resumes at the first line `::<token>::`, so the token must not occur in `untrusted`: when it does (or
  /// when `token` is empty or not made of letters, digits, `-` and `_`), a fresh random token is used instead. The text
  /// ends with the resuming line and no newline after it.
  public static func withCommandsStopped(_ untrusted: String, token: String) -> String {
    var token = token
    while !_isUsable(token, in: untrusted) { token = randomToken() }
    var text = "::stop-commands::\(token)\n" + untrusted
    if !untrusted.isEmpty && !untrusted.hasSuffix("\n") { text += "\n" }
    return text + "::\(token)::"
  }

  /// 128 random bits from the system's generator, as 32 lowercase hex digits.
  public static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let hex = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }

  /// Whether `token` can end a stop-commands block around `untrusted`.
  private static func _isUsable(_ token: String, in untrusted: String) -> Bool {
    guard !token.isEmpty, token.unicodeScalars.allSatisfy(_isTokenScalar) else { return false }
    return !untrusted.lowercased().contains(token.lowercased())
  }

  private static func _isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
    default: false
    }
  }

  /// The message of the check that crashed or timed out, or a plain sentence when it has none.
  private static func _failureMessage(of question: GradeReport.Question) -> String {
    let wanted: GradeReport.Check.Status = question.status == .crashed ? .crashed : .timedOut
    let check = question.checks.first { $0.status == wanted } ?? question.checks.first { !$0.passed }
    if let check, !check.message.isEmpty { return "\(check.name): \(check.message)" }
    let what = question.status == .crashed ? "crashed" : "timed out"
    return check.map { "\($0.name): the test process \(what)" } ?? "the test process \(what)"
  }
}
