/// Renders a report as JUnit XML: one test suite per question and one test case per check.
///
/// The document is valid against Jenkins' `junit-10.xsd` (the xUnit plugin's schema, kept in the kit's test fixtures
/// and checked by a test): every suite and case has a `time` (the run's duration on `<testsuites>`; the grader does not
/// time single checks, so suites and cases say `0.000`), and the failure text is the body of `<failure>`/`<error>`,
/// its first line also the `message`. The schema has no `file` or `line` on a test case, so where the compiler said
/// where a question broke, the suite carries `file` and the properties `file` and `line`, and the uncompiled cases'
/// text starts with `file:line:column: error: …`.
public enum JUnitReport {
  /// The whole document, ending in a newline.
  ///
  /// Failed, unanswered and missing checks carry a `<failure>`; crashed, timed-out and uncompiled ones an `<error>`
  /// (an uncompiled check carries the compiler's diagnostics). An open question has one test case named `answer`,
  /// skipped while it awaits the instructor and with the review as `<system-out>` once reviewed.
  public static func render(_ report: GradeReport) -> String {
    let suites = report.questions.map(_suite)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites" + _attributes([
        ("name", "grader"),
        ("tests", String(suites.map(\.tests).reduce(0, +))),
        ("failures", String(suites.map(\.failures).reduce(0, +))),
        ("errors", String(suites.map(\.errors).reduce(0, +))),
        ("time", _seconds(report.durationSeconds)),
      ]) + ">",
    ]
    lines += suites.flatMap(\.lines)
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One question's `<testsuite>` with its counts.
  private struct _Suite {
    package var lines: [String] = []
    package var tests = 0
    package var failures = 0
    package var errors = 0
    var skipped = 0
  }

  /// How a test case came out.
  private enum _Outcome {
    case passed
    case failure(type: String, message: String)
    case error(type: String, message: String)
  }

  private static func _suite(_ question: GradeReport.Question) -> _Suite {
    var suite = _Suite()
    let cases = question.isAutomatic ? _checkCases(question, counting: &suite) : _openCase(question, counting: &suite)
    let location = _location(of: question)
    var attributes = [
      ("name", question.id),
      ("tests", String(suite.tests)),
      ("failures", String(suite.failures)),
      ("errors", String(suite.errors)),
      ("skipped", String(suite.skipped)),
      ("time", _seconds(0)),
    ]
    if let file = location?.file { attributes.append(("file", file)) }
    suite.lines.append("  <testsuite" + _attributes(attributes) + ">")
    suite.lines.append("    <properties>")
    var properties = [
      ("section", question.section),
      ("kind", question.kind.rawValue),
      ("status", question.status.rawValue),
      ("score", TextReport.number(question.review?.points ?? question.score)),
      ("maxScore", TextReport.number(question.maxScore)),
    ]
    if let file = location?.file { properties.append(("file", file)) }
    if let line = location?.line { properties.append(("line", String(line))) }
    for flag in question.reviewFlags ?? [] { properties.append(("review", flag.bilingualText)) }
    for (name, value) in properties {
      suite.lines.append("      <property" + _attributes([("name", name), ("value", value)]) + "/>")
    }
    suite.lines.append("    </properties>")
    suite.lines += cases
    suite.lines.append("  </testsuite>")
    return suite
  }

  /// An open question's one test case: its review, or skipped while it awaits the instructor (or, blank, not started).
  private static func _openCase(_ question: GradeReport.Question, counting suite: inout _Suite) -> [String] {
    suite.tests = 1
    var body: [String] = []
    if let review = question.review {
      var text = "review: \(TextReport.number(review.points)) / \(TextReport.number(question.maxScore))"
      if !review.comment.isEmpty { text += "\n" + review.comment }
      if let answer = question.answer, !answer.isEmpty { text += "\n\nanswer:\n" + answer }
      body.append("      <system-out>\(escape(text))</system-out>")
    } else {
      suite.skipped = 1
      // A blank answer awaits nothing: it is not started, as every other format says.
      let message = question.showsNotStarted ? "not started" : "awaits instructor"
      body.append("      <skipped" + _attributes([("message", message)]) + "/>")
      if let answer = question.answer, !answer.isEmpty {
        body.append("      <system-out>\(escape("answer:\n" + answer))</system-out>")
      }
    }
    let opening = "    <testcase" + _attributes([("classname", question.id), ("name", "answer"), ("time", _seconds(0))]) + ">"
    return [opening] + body + ["    </testcase>"]
  }

  /// An automatic question's test cases, one per check (or one for the question when it has none).
  private static func _checkCases(_ question: GradeReport.Question, counting suite: inout _Suite) -> [String] {
    var cases: [String] = []
    let checks =
      question.checks.isEmpty
      ? [GradeReport.Check(name: question.id, passed: question.status == .passed, status: question.status == .passed ? .passed : .failed, message: "")]
      : question.checks
    for check in checks {
      suite.tests += 1
      let opening = "    <testcase" + _attributes([("classname", question.id), ("name", check.name), ("time", _seconds(0))])
      switch _outcome(of: check, in: question) {
      case .passed:
        cases.append(opening + "/>")
      case .failure(let type, let message):
        suite.failures += 1
        cases.append(opening + ">")
        cases.append("      <failure" + _attributes([("message", _summary(message)), ("type", type)]) + ">" + escape(message) + "</failure>")
        cases.append("    </testcase>")
      case .error(let type, let message):
        suite.errors += 1
        cases.append(opening + ">")
        cases.append("      <error" + _attributes([("message", _summary(message)), ("type", type)]) + ">" + escape(message) + "</error>")
        cases.append("    </testcase>")
      }
    }
    return cases
  }

  /// Where the compiler said the question broke: its first error in a file, the student's own files first.
  private static func _location(of question: GradeReport.Question) -> GradeReport.CompilerMessage? {
    let errors = (question.compilerMessages ?? []).filter { $0.severity == .error && $0.file != nil }
    return errors.first { $0.file?.hasPrefix("Lessons/") == true } ?? errors.first
  }

  /// The element a check becomes; an uncompiled check's text is the question's diagnostics.
  private static func _outcome(of check: GradeReport.Check, in question: GradeReport.Question) -> _Outcome {
    if check.passed { return .passed }
    let type = check.status == .passed ? GradeReport.Check.Status.failed.rawValue : check.status.rawValue
    switch check.status {
    case .crashed, .timedOut:
      return .error(type: type, message: check.message.isEmpty ? type : check.message)
    case .compileError:
      let diagnostics = question.diagnostics ?? ""
      // The compiler's lines first, so the message (the first line) says where it broke.
      let message = [diagnostics, check.message].filter { !$0.isEmpty }.joined(separator: "\n\n")
      return .error(type: type, message: message.isEmpty ? "did not compile" : message)
    case .passed, .failed, .unanswered, .missing, .tampered:
      return .failure(type: type, message: check.message.isEmpty ? type : check.message)
    }
  }

  /// ` name="value"` pairs, escaped, in the given order.
  private static func _attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { " \($0.0)=\"\(escape($0.1, attribute: true))\"" }.joined()
  }

  /// The first non-empty line of `message`, cut to 200 characters, for a `message` attribute.
  private static func _summary(_ message: String) -> String {
    let line = message.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
    return line.count > 200 ? String(line.prefix(199)) + "…" : String(line)
  }

  /// Seconds with at most three decimals, as JUnit's `time` attribute.
  private static func _seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, value) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  /// `text` escaped for XML 1.0 character data, or for an attribute value when `attribute` is set.
  ///
  /// Control, bidirectional and invisible characters first become `PrintableText` escapes (XML 1.0 cannot hold most
  /// of them, and none of them should vanish); then `& < > " '` become entities, and in attributes tab and line feed
  /// are kept as references, since attribute normalisation would turn them into spaces.
  package static func escape(_ text: String, attribute: Bool = false) -> String {
    var escaped = ""
    for scalar in PrintableText.escaped(text).unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += attribute ? "&#10;" : "\n"
      case "\t": escaped += attribute ? "&#9;" : "\t"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
