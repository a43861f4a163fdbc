import Foundation

/// Renders a report as the runner result GitHub Classroom's `autograding-grading-reporter` reads (before base64).
public enum ClassroomReport {
  /// The longest `message` of a test, in characters.
  static let maxMessageLength = 500

  /// One line of JSON with sorted keys: one test per automatically graded question (open questions are not in it).
  ///
  /// A test is `error` when its question did not compile, crashed or timed out, `pass` at full marks and `fail`
  /// otherwise; the run is `error` when any test is, `pass` when every test passes and `fail` otherwise. The reporter
  /// adds up the tests' scores against `max_score`, the report's automatic maximum.
  public static func render(_ report: GradeReport) throws -> String {
    let tests = report.questions.filter(\.isAutomatic).map(_test)
    let status =
      tests.contains { $0.status == "error" } ? "error" : tests.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
    let result = _Result(version: 1, status: status, maxScore: report.maxScore, tests: tests)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(result), as: UTF8.self)
  }

  /// The whole runner result.
  private struct _Result: Encodable {
    var version: Int
    var status: String
    var maxScore: Double
    var tests: [_Test]

    enum CodingKeys: String, CodingKey {
      case version, status, tests
      case maxScore = "max_score"
    }
  }

  /// One test; the fields the reporter does not use for a question are empty.
  private struct _Test: Encodable {
    var name: String
    var status: String
    var score: Double
    var message: String
    var lineNumber = 0
    var testCode = ""
    var filename = ""
    var executionTime = ""

    enum CodingKeys: String, CodingKey {
      case name, status, score, message, filename
      case lineNumber = "line_no"
      case testCode = "test_code"
      case executionTime = "execution_time"
    }
  }

  private static func _test(_ question: GradeReport.Question) -> _Test {
    let status: String
    switch question.status {
    case .compileError, .crashed, .timedOut, .tampered: status = "error"
    default: status = question.score >= question.maxScore ? "pass" : "fail"
    }
    let title = question.title
    let name = title.zh.isEmpty || title.en.isEmpty || title.zh == title.en ? title.text(in: .en) : "\(title.zh) / \(title.en)"
    return _Test(
      name: "\(question.id) \(name)", status: status, score: question.score,
      message: status == "pass" ? "" : message(for: question))
  }

  /// Why `question` lost points, on one line of at most `maxMessageLength` characters.
  ///
  /// The compiler's first line when it did not compile, else the first line of the first failing check's message.
  static func message(for question: GradeReport.Question) -> String {
    let failing = question.checks.first { !$0.passed }
    let candidates = [
      question.status == .compileError ? question.diagnostics : nil,
      failing?.message,
      question.diagnostics,
      failing.map { "\($0.name): \($0.status.rawValue)" },
    ]
    for case let text? in candidates {
      guard let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else {
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.count > maxMessageLength ? String(trimmed.prefix(maxMessageLength - 1)) + "…" : trimmed
    }
    return question.status.rawValue
  }
}
