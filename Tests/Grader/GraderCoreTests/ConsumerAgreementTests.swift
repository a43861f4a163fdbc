import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A real report of a mixed submission (`Fixtures/reports/mixed-submission.json`, written by the grader for
/// `ConsumersEndToEndTests`), with one question turned `tampered` so every status is there, rendered in every format:
/// each shows the same automatic total, rounded the same way, and shows student text only as printable characters.
@Suite struct ConsumerAgreementTests {
  /// The real report, plus a tampered question, so that every question status occurs.
  static func report() throws -> GradeReport {
    let data = try Data(contentsOf: Fixtures.url("reports/mixed-submission.json"))
    var report = try JSONDecoder().decode(GradeReport.self, from: data)
    let index = try #require(report.questions.firstIndex { $0.id == "di.choice3" })
    report.questions[index].status = .tampered
    report.questions[index].score = 0
    report.questions[index].checks[0].status = .tampered
    report.questions[index].checks[0].passed = false
    report.questions[index].checks[0].message = "forged result: ::error::x <tag> | 100%"
    report.score = Scorer.rounded(report.score - 2)
    return report
  }

  @Test func theFixtureHasEveryStatusAndAwkwardText() throws {
    let report = try Self.report()
    #expect(Set(report.questions.map(\.status)) == Set(QuestionStatus.allCases))
    let text = try JSONReport.render(report)
    for piece in ["|", "%", "<tag>", "\\\"", "\\\\escapes", "::warning::", "中文", "\\n", "\\u0000", "\\u001b", "\u{202E}", "\u{FFFD}"] {
      #expect(text.contains(piece), "\(piece)")
    }
    #expect(try ReportSchemaTests.problems(report).isEmpty)
  }

  private func expectPrintable(_ text: String, _ format: String) {
    let bad = text.unicodeScalars.filter { $0 != "\n" && PrintableText.needsEscaping($0) }
    #expect(bad.isEmpty, "\(format) shows \(bad.map { String($0.value, radix: 16) })")
  }

  @Test func everyFormatShowsTheSameTotal() throws {
    let report = try Self.report()
    let score = TextReport.number(report.score)
    let maximum = TextReport.number(report.maxScore)
    #expect(score == "13.8" && maximum == "38")

    let text = TextReport(language: .en, style: TerminalStyle(isEnabled: false)).render(report)
    #expect(text.contains("Total \(score) / \(maximum), open questions 3 / 10"))
    expectPrintable(text, "text")

    let markdown = MarkdownReport.render(report, language: .en)
    #expect(markdown.hasPrefix("## Grading results: \(score) / \(maximum)\n"))
    expectPrintable(markdown, "markdown")

    let gradescope = try #require(
      try JSONSerialization.jsonObject(with: Data(GradescopeReport.render(report, language: .en).utf8)) as? [String: Any])
    #expect(gradescope["score"] as? Double == Scorer.rounded(report.score + report.manualScore))
    #expect((gradescope["output"] as? String)?.contains("Automatic score: \(score) / \(maximum)") == true)
    let tests = try #require(gradescope["tests"] as? [[String: Any]])
    let automatic = tests.filter { test in report.questions.contains { $0.isAutomatic && (test["name"] as? String)?.hasPrefix($0.id + " ") == true } }
    #expect(TextReport.number(Scorer.rounded(automatic.compactMap { $0["score"] as? Double }.reduce(0, +))) == score)
    expectPrintable(tests.compactMap { $0["output"] as? String }.joined() + tests.compactMap { $0["name"] as? String }.joined(), "gradescope")

    let junit = JUnitReport.render(report)
    let scores = junit.components(separatedBy: "<property name=\"score\" value=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    #expect(TextReport.number(Scorer.rounded(scores.reduce(0, +) - report.manualScore)) == score)
    expectPrintable(junit, "junit")

    let runners = try ClassroomReportTests.decodedRunners(report)
    let earned = try #require(runners.first { $0.name == "earned" }?.json)
    let lost = try #require(runners.first { $0.name == "lost" }?.json)
    #expect(earned["max_score"] as? Double == report.score)
    #expect((earned["max_score"] as? Double ?? 0) + (lost["max_score"] as? Double ?? 0) == report.maxScore)
    let names = (earned["tests"] as? [[String: Any]] ?? []) + (lost["tests"] as? [[String: Any]] ?? [])
    expectPrintable(names.compactMap { ($0["name"] as? String ?? "") + ($0["message"] as? String ?? "") }.joined(), "classroom")

    let github = GitHubCommands.log(
      annotations: GitHubCommands.annotations(for: report), title: "t",
      text: TextReport(language: .en, style: TerminalStyle(isEnabled: false)).render(report), token: "tok")
    expectPrintable(github, "github")
    #expect(github.contains("::error title=di.choice3::answer: forged result: ::error::x <tag> | 100%"))

    let row = CSV.parse(Gradebook.csv([StudentResult(student: "s", report: report)], course: try Course.load(
      from: Fixtures.kitRoot.appendingPathComponent(Course.relativePath))))
    let header = try #require(row.first)
    #expect(row[1][try #require(header.firstIndex(of: "automatic"))] == score)
    #expect(row[1][try #require(header.firstIndex(of: "automatic max"))] == maximum)
  }

  @Test(.enabled(if: Fixtures.canRun("node"), "needs node (CI always has it)"))
  func theRealReporterShowsTheSameTotal() throws {
    let report = try Self.report()
    let run = try #require(try ClassroomReporterTests.runReporter([report]).first)
    #expect(run.points == "\(TextReport.number(report.score))/\(TextReport.number(report.maxScore))", "\(run.output)")
  }
}
