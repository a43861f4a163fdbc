import Foundation

/// Renders a report as Gradescope's autograder `results.json`: one test per question, open questions included.
///
/// Every text field is plain text (`output_format`, `test_output_format` and `test_name_format` are `text`, so nothing
/// a student chose, such as a file named `<img src=x onerror=…>.swift`, is rendered as HTML or Markdown), and student
/// text shows control, bidirectional and invisible characters as `PrintableText` escapes.
public enum GradescopeReport {
  /// What the manifest and the run add to a report: visibilities, and why a submission could not be graded.
  public struct Settings: Sendable, Equatable {
    /// Each question's `visibility`, by question id; a question not listed is visible.
    public var visibility: [String: Visibility] = [:]
    /// The top-level `stdout_visibility`; nil leaves Gradescope's default (hidden).
    public var stdoutVisibility: Visibility?
    /// Why the submission could not be graded, shown first in the top-level output.
    public var problem: String?
    /// Whether the report's `modifiedFiles` are copies in the submission that grading ignored (`grader autograde`
    /// grades with the instructor's files), rather than files the grade itself used.
    public var modifiedFilesWereIgnored = false

    public init(visibility: [String: Visibility] = [:], stdoutVisibility: Visibility? = nil, problem: String? = nil) {
      self.visibility = visibility
      self.stdoutVisibility = stdoutVisibility
      self.problem = problem
    }

    /// The visibilities the course manifest declares.
    public init(course: Course, problem: String? = nil) {
      var visibility: [String: Visibility] = [:]
      for (_, question) in course.questions {
        if let value = question.visibility { visibility[question.id] = value }
      }
      self.init(visibility: visibility, stdoutVisibility: course.stdoutVisibility, problem: problem)
    }
  }

  /// The document, pretty-printed with sorted keys and ending in a newline, with its text in `language`.
  ///
  /// An open question awaiting the instructor is an informational test: no score, no maximum and no status, so it is
  /// neither passed nor failed, and its output says it awaits review (or, left blank, that it is not started); its points are left to the instructor (as a
  /// manually graded question on Gradescope). A reviewed one carries the review's points, passed only at full points.
  /// The top-level `score` is the sum of the tests' scores, rounded to hundredths as the grader rounds.
  public static func render(_ report: GradeReport, language: Language, settings: Settings = Settings()) throws -> String {
    let tests = _tests(report, language: language, settings: settings)
    let results = _Results(
      score: Scorer.rounded(tests.compactMap(\.score).reduce(0, +)),
      executionTime: Int(max(0, report.durationSeconds).rounded()),
      output: _summary(report, language: language, settings: settings),
      stdoutVisibility: settings.stdoutVisibility?.rawValue,
      tests: tests
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(results), as: UTF8.self) + "\n"
  }

  /// The top level of `results.json`.
  private struct _Results: Encodable {
    package var score: Double
    var executionTime: Int
    package var output: String
    var outputFormat = "text"
    var testOutputFormat = "text"
    var testNameFormat = "text"
    var stdoutVisibility: String?
    package var tests: [_Test]

    enum CodingKeys: String, CodingKey {
      case score, output, tests
      case executionTime = "execution_time"
      case outputFormat = "output_format"
      case testOutputFormat = "test_output_format"
      case testNameFormat = "test_name_format"
      case stdoutVisibility = "stdout_visibility"
    }
  }

  /// One entry of `tests`.
  private struct _Test: Encodable {
    package var name: String
    package var number: String
    /// Left out, with `maxScore` and `status`, for an open question that awaits the instructor.
    package var score: Double?
    package var maxScore: Double?
    /// `passed` at full points, `failed` otherwise.
    package var status: String?
    package var output: String
    var tags: [String]
    var visibility: String?

    enum CodingKeys: String, CodingKey {
      case name, number, score, status, output, tags, visibility
      case maxScore = "max_score"
    }
  }

  private static func _tests(_ report: GradeReport, language: Language, settings: Settings) -> [_Test] {
    var sectionOrder = report.sections.map(\.id)
    for question in report.questions where !sectionOrder.contains(question.section) {
      sectionOrder.append(question.section)
    }
    var counts: [String: Int] = [:]
    return report.questions.map { question in
      let sectionNumber = (sectionOrder.firstIndex(of: question.section) ?? 0) + 1
      counts[question.section, default: 0] += 1
      let number = "\(sectionNumber).\(counts[question.section] ?? 1)"
      let name = _line("\(question.id) \(question.title.text(in: language))")
      var tags: [String] = []
      for tag in [question.section, question.kind.rawValue] where !tags.contains(tag) { tags.append(tag) }
      var test = _Test(
        name: name, number: number, output: "", tags: tags, visibility: settings.visibility[question.id]?.rawValue)
      if let review = question.review, question.status == .reviewed {
        test.score = review.points
        test.maxScore = question.maxScore
        test.status = review.points >= question.maxScore ? "passed" : "failed"
        test.output = _openOutput(question, language: language)
      } else if !question.isAutomatic {
        test.output = _openOutput(question, language: language)
      } else {
        let passed = question.score >= question.maxScore
        test.score = question.score
        test.maxScore = question.maxScore
        test.status = passed ? "passed" : "failed"
        test.output =
          passed ? _text(question.explanation?.text(in: language) ?? "") : _failureOutput(question, language: language)
      }
      if let flags = question.reviewFlags, !flags.isEmpty {
        let lines = flags.map { (language == .zh ? "待复核：" : "Review: ") + _line($0.text(in: language)) }
        test.output = ([test.output].filter { !$0.isEmpty } + [lines.joined(separator: "\n")]).joined(separator: "\n\n")
      }
      return test
    }
  }

  /// What went wrong: each failed check, the compiler's diagnostics, then the hint. A question not started (its files
  /// still the shipped stub, or its answers still empty) says so and gives the hint, instead of the failures of code
  /// nobody wrote yet.
  private static func _failureOutput(_ question: GradeReport.Question, language: Language) -> String {
    var blocks: [String] = []
    if question.showsNotStarted {
      return _notStartedOutput(question, language: language)
    }
    let checks = question.checks.filter { !$0.passed }.map { check in
      let requirement = check.requirement.map {
        ["    " + (language == .zh ? "要求：" : "Requirement: ") + _line($0.text.text(in: language))]
      } ?? []
      // A check's `中文 / English` lines in the report's language, as the text report and watch show them.
      let lines = LocalizedText.messageLines(
        _text(check.message).split(separator: "\n", omittingEmptySubsequences: false).map(String.init), in: language)
      guard let first = lines.first, !check.message.isEmpty else {
        return (["✗ \(_line(check.name))"] + requirement).joined(separator: "\n")
      }
      return (["✗ \(_line(check.name)): \(first)"] + lines.dropFirst().map { "    " + $0 } + requirement)
        .joined(separator: "\n")
    }
    if !checks.isEmpty { blocks.append(checks.joined(separator: "\n")) }
    for hint in question.compileHints ?? [] {
      blocks.append(CompileHint.label.text(in: language) + _line(hint.text(in: language)))
    }
    if let diagnostics = question.diagnostics, !diagnostics.isEmpty { blocks.append(_text(diagnostics)) }
    if let hint = question.hint {
      blocks.append((language == .zh ? "提示：" : "Hint: ") + _line(hint.text(in: language)))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// A question not started, of any kind: what was observed ("Not started: …"), then its first hint.
  private static func _notStartedOutput(_ question: GradeReport.Question, language: Language) -> String {
    let zh = language == .zh
    let points = TextReport.number(question.maxScore)
    let observed =
      if !question.isAutomatic {
        zh
          ? "未开始：提交里这道开放题还没有作答。它由教师评分（\(points) 分），现在没有可评的内容。"
          : "Not started: your submission has no answer to this open question. The instructor grades it (\(points) points); there is nothing to grade yet."
      } else if question.isNotStarted {
        zh ? "未开始：提交里这道题还是发下来的初始代码，没有作答。" : "Not started: this question is still the shipped stub in your submission."
      } else {
        zh ? "未开始：提交里这道题的答案还是空的。" : "Not started: this question's answer is still empty in your submission."
      }
    var blocks = [observed]
    if let hint = question.hint {
      blocks.append((zh ? "提示：" : "Hint: ") + _line(hint.text(in: language)))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// An open question: that it awaits the instructor (or the review), then the student's answer; a blank one, that it
  /// is not started.
  private static func _openOutput(_ question: GradeReport.Question, language: Language) -> String {
    if question.showsNotStarted { return _notStartedOutput(question, language: language) }
    let zh = language == .zh
    var blocks: [String] = []
    if let review = question.review, question.status == .reviewed {
      let points = "\(TextReport.number(review.points)) / \(TextReport.number(question.maxScore))"
      var text = (zh ? "教师评分：" : "Instructor's score: ") + points
      if !review.comment.isEmpty { text += "\n" + (zh ? "教师评语：" : "Instructor's comment: ") + _text(review.comment) }
      blocks.append(text)
    } else {
      blocks.append(
        zh
          ? "待教师评分：这道开放题（\(TextReport.number(question.maxScore)) 分）由教师评分，不在自动评分里，还没有评。"
          : "Awaiting review: this open question (\(TextReport.number(question.maxScore)) points) is graded by the instructor, not automatically, and has not been reviewed yet.")
    }
    let answer = question.answer ?? ""
    if answer.isEmpty {
      blocks.append(zh ? "你的回答：（还没有作答）" : "Your answer: (not answered yet)")
    } else {
      let quoted = _text(answer).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      blocks.append(([zh ? "你的回答：" : "Your answer:"] + quoted).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// The submission's summary: why it could not be graded (first), automatic score, questions passed, open questions,
  /// and modified kit files.
  private static func _summary(_ report: GradeReport, language: Language, settings: Settings) -> String {
    let problem = settings.problem
    let zh = language == .zh
    let automatic = report.questions.filter(\.isAutomatic)
    let passed = automatic.filter { $0.score >= $0.maxScore }.count
    let waiting = report.questions.filter(\.isAwaitingReview)
    let unanswered = report.questions.filter { $0.status == .manual && $0.showsNotStarted }
    let reviewed = report.questions.filter { $0.status == .reviewed }
    let score = "\(TextReport.number(report.score)) / \(TextReport.number(report.maxScore))"
    var lines: [String] = []
    if let problem {
      lines.append(
        (zh ? "这份提交无法评分，每道题都计 0 分。原因：" : "This submission could not be graded, so every question scores 0. Why: ")
          + _text(problem))
    }
    lines += [
      zh ? "自动评分：\(score)" : "Automatic score: \(score)",
      zh
        ? "自动评分题通过 \(passed) / \(automatic.count) 道。"
        : "Passed \(passed) of \(automatic.count) automatically graded questions.",
    ]
    if !waiting.isEmpty {
      let points = TextReport.number(waiting.map(\.maxScore).reduce(0, +))
      lines.append(
        zh
          ? "开放题 \(waiting.count) 道等待教师评分（共 \(points) 分，暂计 0 分）。"
          : waiting.count == 1
            ? "1 open question (\(points) points) awaits the instructor's review and counts 0 for now."
            : "\(waiting.count) open questions (\(points) points) await the instructor's review and count 0 for now.")
    }
    if !unanswered.isEmpty {
      let points = TextReport.number(unanswered.map(\.maxScore).reduce(0, +))
      lines.append(
        zh
          ? "开放题 \(unanswered.count) 道还没有作答（共 \(points) 分，由教师评分）。"
          : unanswered.count == 1
            ? "1 open question (\(points) points, graded by the instructor) is not answered."
            : "\(unanswered.count) open questions (\(points) points, graded by the instructor) are not answered.")
    }
    if !reviewed.isEmpty {
      let points = TextReport.number(reviewed.compactMap(\.review?.points).reduce(0, +))
      let maximum = TextReport.number(reviewed.map(\.maxScore).reduce(0, +))
      lines.append(
        zh
          ? "教师已评分的开放题 \(reviewed.count) 道：\(points) / \(maximum)。"
          : "Open questions reviewed by the instructor: \(reviewed.count), \(points) / \(maximum) points.")
    }
    if !report.modifiedFiles.isEmpty {
      let files = report.modifiedFiles.map(_line).joined(separator: ", ")
      if settings.modifiedFilesWereIgnored {
        lines.append(
          zh
            ? "注意：你提交的这些套件文件被改动过；评分没有使用它们，用的是老师的原版：\(files)"
            : "Note: these kit files in your submission were edited; grading ignored them and used the instructor's: \(files)")
      } else {
        lines.append(
          zh
            ? "注意：这些套件文件与锁文件不一致，本次评分用的是它们现在的内容：\(files)"
            : "Note: these kit files differ from the lock file; this grade used them as they are: \(files)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Student text for a multi-line `text` field: every character printable.
  private static func _text(_ text: String) -> String {
    PrintableText.escaped(text)
  }

  /// Text for one line (a name, a file): line breaks shown as escapes too.
  private static func _line(_ text: String) -> String {
    PrintableText.escaped(text, keepingLineBreaks: false)
  }
}
