import Foundation

/// Renders a report for GitHub Classroom's `autograding-grading-reporter`: runners whose points it adds up exactly.
///
/// The reporter (v1) reads one runner result per name listed in its `runners` input, from the environment variable
/// `<NAME>_RESULTS` (base64 JSON). It counts a runner twice, in two ways: its console table scores a runner as
/// passed tests / tests × `max_score`, while the points it sends to Classroom are the sum of the tests' `score`s, added
/// in JavaScript floating point. So every runner here has tests that all pass or all fail, and the whole total rides on
/// one number:
/// - `earned`: one passing test per question that earned points, `max_score` = the automatic score;
/// - `lost`: one failing test (or `error` for a compile error, crash, time-out or tampering) per question that lost
///   points, `max_score` = the points lost.
/// A partly solved question is in both, with its points on each side. Both ways of counting then give the score and
/// the maximum exactly as the grader rounds them (two decimals): every test's `score` is 0 except one that carries the
/// whole score, and the two maxima add up to the whole-number maximum without floating-point noise.
public enum ClassroomReport {
  /// The longest `message` of a test, in characters.
  static let maxMessageLength = 500

  /// How a test or a runner came out, in the reporter's words.
  public enum Outcome: String, Encodable, Sendable {
    case pass, fail, error
  }

  /// One runner: its name (letters and digits, as the reporter's input requires) and its result.
  public struct Runner: Encodable, Equatable, Sendable {
    /// The runner's name: not part of its JSON, but of the variable that carries it.
    public var name: String
    public var version = 1
    public var status: Outcome
    public var maxScore: Double
    public var tests: [Test]

    enum CodingKeys: String, CodingKey {
      case version, status, tests
      case maxScore = "max_score"
    }
  }

  /// One test of a runner; the fields the reporter does not use for a question are empty.
  public struct Test: Encodable, Equatable, Sendable {
    public var name: String
    public var status: Outcome
    public var score: Double
    public var message: String
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

  /// The runners for `report`: `earned` and `lost`, leaving out one that would have no tests.
  public static func runners(_ report: GradeReport) -> [Runner] {
    let automatic = report.questions.filter(\.isAutomatic)
    guard report.maxScore > 0 else {
      let test = Test(name: "没有自动评分的题目 / no automatically graded questions", status: .pass, score: 0, message: "")
      return [Runner(name: "earned", status: .pass, maxScore: 0, tests: [test])]
    }
    var runners: [Runner] = []
    var earned = automatic.filter { $0.score > 0 }.map { question in
      Test(name: "\(_name(question)) — \(_points(question.score)) / \(_points(question.maxScore))", status: .pass, score: 0, message: "")
    }
    if !earned.isEmpty {
      earned[earned.count - 1].score = report.score
      runners.append(Runner(name: "earned", status: .pass, maxScore: report.score, tests: earned))
    }
    let lost = automatic.filter { $0.score < $0.maxScore }.map(_lostTest)
    if !lost.isEmpty {
      var lostPoints = Scorer.rounded(report.maxScore - report.score)
      // The reporter adds the two maxima; with a whole-number maximum they add up exactly. Keep that true otherwise.
      if report.score + lostPoints != report.maxScore { lostPoints = report.maxScore - report.score }
      let status: Outcome = lost.contains { $0.status == .error } ? .error : .fail
      runners.append(Runner(name: "lost", status: status, maxScore: lostPoints, tests: lost))
    }
    return runners
  }

  /// The lines a workflow appends to `$GITHUB_ENV`: `CLASSROOM_RUNNERS=earned,lost`, then `<NAME>_RESULTS=<base64>` for
  /// each runner, ending in a newline.
  ///
  /// The reporter step then takes `runners: ${{ env.CLASSROOM_RUNNERS }}` and finds each result in its environment.
  public static func render(_ report: GradeReport) throws -> String {
    let runners = runners(report)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var lines = ["CLASSROOM_RUNNERS=" + runners.map(\.name).joined(separator: ",")]
    for runner in runners {
      lines.append("\(runner.name.uppercased())_RESULTS=" + (try encoder.encode(runner)).base64EncodedString())
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The failing test of a question that lost points: its name says how many and why, since the reporter prints only
  /// the name of a failing test and only the message of an erroring one.
  ///
  /// A question not started (`showsNotStarted`: the stub untouched, or the answer empty) says so, as a failure rather
  /// than an error, with its first hint, whatever its stub's checks reported.
  private static func _lostTest(_ question: GradeReport.Question) -> Test {
    let notStarted = question.showsNotStarted
    let isError = !notStarted && [.compileError, .crashed, .timedOut, .tampered].contains(question.status)
    let lost = _points(Scorer.rounded(question.maxScore - question.score))
    let status = notStarted
      ? "\(StatusLabel.notStartedText(.zh)) \(StatusLabel.notStartedText(.en))"
      : "\(StatusLabel.text(question.status, .zh)) \(StatusLabel.text(question.status, .en))"
    let name = "\(_name(question)) — \(status): 失去 \(lost) / \(_points(question.maxScore)) 分 lost"
    return Test(
      name: name, status: isError ? .error : .fail, score: 0, message: name + ": " + message(for: question))
  }

  /// `id zh-title / en-title` on one line, every character printable.
  private static func _name(_ question: GradeReport.Question) -> String {
    let title = question.title
    let text = title.zh.isEmpty || title.en.isEmpty || title.zh == title.en ? title.text(in: .en) : "\(title.zh) / \(title.en)"
    return PrintableText.escaped("\(question.id) \(text)", keepingLineBreaks: false)
  }

  private static func _points(_ value: Double) -> String { TextReport.number(value) }

  /// Why `question` lost points, on one line of at most `maxMessageLength` characters, every character printable.
  ///
  /// The compiler's first error when it did not compile, else the first line of the first failing check's message.
  static func message(for question: GradeReport.Question) -> String {
    if question.showsNotStarted, let hint = question.hint {
      return _oneLine("提示 / Hint: \(hint.zh) / \(hint.en)")
    }
    let failing = question.checks.first { !$0.passed }
    let firstError = question.compilerMessages?.first { $0.severity == .error }.map { message in
      [message.file, message.line.map(String.init), message.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        + (message.file == nil ? "" : ": ") + message.message
    }
    let candidates = [
      question.status == .compileError ? firstError : nil,
      failing?.message,
      firstError,
      failing.map { "\($0.name): \($0.status.rawValue)" },
    ]
    for case let text? in candidates {
      guard let line = text.split(whereSeparator: \.isNewline).first(where: { !$0.allSatisfy(\.isWhitespace) }) else {
        continue
      }
      return _oneLine(String(line))
    }
    return question.status.rawValue
  }

  /// `line` trimmed, every character printable, cut to `maxMessageLength` characters.
  private static func _oneLine(_ line: String) -> String {
    let trimmed = PrintableText.escaped(line.trimmingCharacters(in: .whitespaces), keepingLineBreaks: false)
    return trimmed.count > maxMessageLength ? String(trimmed.prefix(maxMessageLength - 1)) + "…" : trimmed
  }
}
