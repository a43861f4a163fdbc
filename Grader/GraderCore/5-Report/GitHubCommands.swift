/// Builds GitHub Actions workflow commands (annotations, groups, stop-commands) from a report, escaping every value.
public enum GitHubCommands {
  /// GitHub shows at most this many annotations of each kind (error, warning, notice) per step.
  public static let maxPerKind = 10

  /// One annotation before it becomes a workflow command.
  struct _Annotation: Equatable {
    package enum Kind: String { case error, warning, notice }

    package var kind: Kind
    package var file: String?
    package var line: Int?
    var column: Int?
    package var title: String
    package var message: String
    /// Lower comes first: modified kit files, the student's own files, questions, the kit's files, the rest.
    var rank: Int

    package var command: String {
      var properties: [String] = []
      if let file {
        properties.append("file=" + escapeProperty(file))
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
      }
      properties.append("title=" + escapeProperty(title))
      return "::\(kind.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// `file:line` or the title, for the summary of what was left out.
    var place: String {
      guard let file else { return title }
      return line.map { "\(file):\($0)" } ?? file
    }
  }

  /// The annotations for `report`, at most `maxPerKind` of each kind, most useful first.
  ///
  /// Errors: each compiler error (typed in the report, paths kit-relative) and one per crashed, timed-out or tampered
  /// question. Warnings: each compiler warning, and one naming kit files that differ from the lock. Errors and warnings
  /// in the student's own files (`Lessons/`) come first, then questions, then other files (a suite that does not
  /// compile against the student's code), then messages without a file. Whatever does not fit is summarised in one
  /// notice, which points to the report where all of it is.
  public static func annotations(for report: GradeReport) -> [String] {
    var errors: [_Annotation] = []
    var warnings: [_Annotation] = []
    for question in report.questions {
      for message in question.compilerMessages ?? [] {
        let rank = message.file.map { $0.hasPrefix("Lessons/") ? 0 : 2 } ?? 3
        let annotation = _Annotation(
          kind: message.severity == .error ? .error : .warning, file: message.file.map(_line), line: message.line,
          column: message.column, title: question.id, message: _line(message.message), rank: rank)
        if annotation.kind == .error, !errors.contains(annotation) { errors.append(annotation) }
        if annotation.kind == .warning, !warnings.contains(annotation) { warnings.append(annotation) }
      }
      if [.crashed, .timedOut, .tampered].contains(question.status) {
        errors.append(_Annotation(
          kind: .error, file: nil, line: nil, column: nil, title: question.id,
          message: PrintableText.escaped(_failureMessage(of: question)), rank: 1))
      }
    }
    if !report.modifiedFiles.isEmpty {
      warnings.append(_Annotation(
        kind: .warning, file: nil, line: nil, column: nil, title: "kit.lock.json",
        message: "这些套件文件与锁文件不一致 / these kit files differ from the lock file: "
          + report.modifiedFiles.map(_line).joined(separator: ", "),
        rank: -1))
    }
    let shownErrors = _mostUseful(errors)
    let shownWarnings = _mostUseful(warnings)
    var lines = (shownErrors + shownWarnings).map(\.command)
    let left = errors.filter { !shownErrors.contains($0) } + warnings.filter { !shownWarnings.contains($0) }
    if !left.isEmpty {
      let leftErrors = left.filter { $0.kind == .error }.count
      let leftWarnings = left.count - leftErrors
      let places = left.prefix(20).map(\.place).joined(separator: ", ") + (left.count > 20 ? ", …" : "")
      let message =
        "还有 \(leftErrors) 个错误、\(leftWarnings) 个警告没有标注，全部在报告和作业摘要里"
        + " / \(leftErrors) more errors and \(leftWarnings) more warnings are not annotated; all of them are in the report and the job summary: "
        + places
      lines.append(_Annotation(kind: .notice, file: nil, line: nil, column: nil, title: "grader", message: message, rank: 0).command)
    }
    return lines
  }

  /// The whole log for `--format github`: the annotations, then `text` (the text report) in a collapsed group titled
  /// `title`, with workflow commands stopped inside it so nothing student code printed can run one.
  public static func log(annotations: [String], title: String, text: String, token: String) -> String {
    var lines = annotations
    lines.append("::group::" + escapeData(_line(title)))
    lines.append(withCommandsStopped(text, token: token))
    lines.append("::endgroup::")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first `maxPerKind` of `annotations`, by rank and then in report order.
  private static func _mostUseful(_ annotations: [_Annotation]) -> [_Annotation] {
    Array(annotations.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.prefix(maxPerKind).map(\.element))
  }

  /// `text` on one line, every character printable.
  private static func _line(_ text: String) -> String {
    PrintableText.escaped(text, keepingLineBreaks: false)
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

  /// The message of the check that crashed, timed out or was tampered with, or a plain sentence when it has none.
  private static func _failureMessage(of question: GradeReport.Question) -> String {
    let wanted: GradeReport.Check.Status =
      switch question.status {
      case .crashed: .crashed
      case .tampered: .tampered
      default: .timedOut
      }
    let check = question.checks.first { $0.status == wanted } ?? question.checks.first { !$0.passed }
    if let check, !check.message.isEmpty { return "\(check.name): \(check.message)" }
    let what =
      switch question.status {
      case .crashed: "the test process crashed"
      case .tampered: "student code interfered with grading"
      default: "the test process timed out"
      }
    return check.map { "\($0.name): \(what)" } ?? what
  }
}
