import Foundation

/// Renders a report as Gradescope's autograder `results.json`: one test per question, open questions included.
public enum GradescopeReport {
  /// The document, pretty-printed with sorted keys and ending in a newline, with its text in `language`.
  ///
  /// An open question awaiting the instructor is a test with its points as `max_score`, score 0 and no `status`, so the
  /// assignment's total matches Gradescope's and the instructor adjusts it by hand; a reviewed one carries the review's
  /// points. The top-level `score` is the sum of the tests' scores, so it is what Gradescope adds up itself.
  public static func render(_ report: GradeReport, language: Language) throws -> String {
    let tests = _tests(report, language: language)
    let results = _Results(
      score: _hundredths(tests.map(\.score).reduce(0, +)),
      executionTime: Int(max(0, report.durationSeconds).rounded()),
      output: _summary(report, language: language),
      tests: tests
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(results), as: UTF8.self) + "\n"
  }

  /// The top level of `results.json`.
  private struct _Results: Encodable {
    var score: Double
    var executionTime: Int
    var output: String
    var tests: [_Test]

    enum CodingKeys: String, CodingKey {
      case score, output, tests
      case executionTime = "execution_time"
    }
  }

  /// One entry of `tests`.
  private struct _Test: Encodable {
    var name: String
    var number: String
    var score: Double
    var maxScore: Double
    /// `passed` or `failed`; left out for an open question that awaits the instructor.
    var status: String?
    var output: String
    var tags: [String]

    enum CodingKeys: String, CodingKey {
      case name, number, score, status, output, tags
      case maxScore = "max_score"
    }
  }

  private static func _tests(_ report: GradeReport, language: Language) -> [_Test] {
    var sectionOrder = report.sections.map(\.id)
    for question in report.questions where !sectionOrder.contains(question.section) {
      sectionOrder.append(question.section)
    }
    var counts: [String: Int] = [:]
    return report.questions.map { question in
      let sectionNumber = (sectionOrder.firstIndex(of: question.section) ?? 0) + 1
      counts[question.section, default: 0] += 1
      let number = "\(sectionNumber).\(counts[question.section] ?? 1)"
      let name = "\(question.id) \(question.title.text(in: language))"
      let tags = [question.section, question.kind.rawValue]
      if let review = question.review, question.status == .reviewed {
        return _Test(
          name: name, number: number, score: review.points, maxScore: question.maxScore, status: "passed",
          output: _openOutput(question, language: language), tags: tags)
      }
      if !question.isAutomatic {
        return _Test(
          name: name, number: number, score: 0, maxScore: question.maxScore, status: nil,
          output: _openOutput(question, language: language), tags: tags)
      }
      let passed = question.score >= question.maxScore
      return _Test(
        name: name, number: number, score: question.score, maxScore: question.maxScore,
        status: passed ? "passed" : "failed",
        output: passed ? question.explanation?.text(in: language) ?? "" : _failureOutput(question, language: language),
        tags: tags)
    }
  }

  /// What went wrong: each failed check, the compiler's diagnostics, then the hint.
  private static func _failureOutput(_ question: GradeReport.Question, language: Language) -> String {
    var blocks: [String] = []
    let checks = question.checks.filter { !$0.passed }.map { check in
      let lines = check.message.split(separator: "\n", omittingEmptySubsequences: false)
      guard let first = lines.first, !check.message.isEmpty else { return "✗ \(check.name)" }
      return (["✗ \(check.name): \(first)"] + lines.dropFirst().map { "    " + $0 }).joined(separator: "\n")
    }
    if !checks.isEmpty { blocks.append(checks.joined(separator: "\n")) }
    for hint in question.compileHints ?? [] {
      blocks.append((language == .zh ? "原因：" : "What this means: ") + hint.text(in: language))
    }
    if let diagnostics = question.diagnostics, !diagnostics.isEmpty { blocks.append(diagnostics) }
    if let hint = question.hint {
      blocks.append((language == .zh ? "提示：" : "Hint: ") + hint.text(in: language))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// An open question: that it awaits the instructor (or the review), then the student's answer.
  private static func _openOutput(_ question: GradeReport.Question, language: Language) -> String {
    let zh = language == .zh
    var blocks: [String] = []
    if let review = question.review, question.status == .reviewed {
      let points = "\(TextReport.number(review.points)) / \(TextReport.number(question.maxScore))"
      var text = (zh ? "教师评分：" : "Instructor's score: ") + points
      if !review.comment.isEmpty { text += "\n" + (zh ? "教师评语：" : "Instructor's comment: ") + review.comment }
      blocks.append(text)
    } else {
      blocks.append(
        zh
          ? "这道开放题由教师评分，目前等待评分（\(TextReport.number(question.maxScore)) 分）。"
          : "This open question is graded by the instructor and awaits review (\(TextReport.number(question.maxScore)) points).")
    }
    let answer = question.answer ?? ""
    if answer.isEmpty {
      blocks.append(zh ? "你的回答：（还没有作答）" : "Your answer: (not answered yet)")
    } else {
      let quoted = answer.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      blocks.append(([zh ? "你的回答：" : "Your answer:"] + quoted).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// The submission's summary: automatic score, questions passed, open questions, and modified kit files.
  private static func _summary(_ report: GradeReport, language: Language) -> String {
    let zh = language == .zh
    let automatic = report.questions.filter(\.isAutomatic)
    let passed = automatic.filter { $0.score >= $0.maxScore }.count
    let waiting = report.questions.filter { $0.status == .manual }
    let reviewed = report.questions.filter { $0.status == .reviewed }
    let score = "\(TextReport.number(report.score)) / \(TextReport.number(report.maxScore))"
    var lines = [
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
    if !reviewed.isEmpty {
      let points = TextReport.number(reviewed.compactMap(\.review?.points).reduce(0, +))
      let maximum = TextReport.number(reviewed.map(\.maxScore).reduce(0, +))
      lines.append(
        zh
          ? "教师已评分的开放题 \(reviewed.count) 道：\(points) / \(maximum)。"
          : "Open questions reviewed by the instructor: \(reviewed.count), \(points) / \(maximum) points.")
    }
    if !report.modifiedFiles.isEmpty {
      let files = report.modifiedFiles.joined(separator: ", ")
      lines.append(
        zh
          ? "注意：这些套件文件与锁文件不一致，成绩可能不可信：\(files)"
          : "Warning: these kit files differ from the lock file, so this grade may not be trustworthy: \(files)")
    }
    return lines.joined(separator: "\n")
  }

  /// `value` rounded to hundredths, as the scorer rounds.
  private static func _hundredths(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
