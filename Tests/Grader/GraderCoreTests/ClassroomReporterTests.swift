import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The real `autograding-grading-reporter` (bundled in `Tests/Grader/Fixtures`) run with node on `--format classroom`:
/// its console table and the points it sends to Classroom show the grader's total, rounded the same way.
///
/// It runs where node is installed, and always in CI (which has node), where a missing node fails it.
@Suite(.enabled(if: Fixtures.canRun("node"), "needs node (CI always has it)"))
struct ClassroomReporterTests {
  /// What the reporter printed for one report, ANSI colours removed.
  struct Run {
    var output: String

    /// The notice it sends to Classroom: `Points X/Y`.
    var points: String? {
      output.split(separator: "\n").first { $0.hasPrefix("::notice title=Autograding complete::") }
        .map { String($0.dropFirst("::notice title=Autograding complete::Points ".count)) }
    }

    /// The cells of the console table's row for `name` (`Total:` for the total).
    func row(_ name: String) -> [String]? {
      output.split(separator: "\n").first { $0.hasPrefix("│ \(name) ") }.map {
        $0.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      }
    }
  }

  /// Runs the reporter once per report in one node process, as the workflow feeds it (`INPUT_RUNNERS` and
  /// `<RUNNER>_RESULTS` in the environment), and returns what it printed for each.
  static func runReporter(_ reports: [GradeReport]) throws -> [Run] {
    try runReporter(environments: reports.map { try ClassroomReport.render($0) })
  }

  /// Runs the reporter once per group of `$GITHUB_ENV` lines (`CLASSROOM_RUNNERS=…`, `<RUNNER>_RESULTS=…`).
  static func runReporter(environments: [String]) throws -> [Run] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var cases: [[String: String]] = []
    for lines in environments {
      var environment: [String: String] = [:]
      for line in lines.split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        environment[parts[0] == "CLASSROOM_RUNNERS" ? "INPUT_RUNNERS" : parts[0]] = parts[1]
      }
      cases.append(environment)
    }
    try folder.write(String(decoding: try JSONSerialization.data(withJSONObject: cases), as: UTF8.self), to: "cases.json")
    // Each case: a clean environment for the reporter's variables, then its bundle evaluated afresh.
    let harness = """
      const cases = require(process.argv[2]);
      const main = process.argv[3];
      for (const env of cases) {
        for (const key of Object.keys(process.env)) if (key === "INPUT_RUNNERS" || key.endsWith("_RESULTS")) delete process.env[key];
        Object.assign(process.env, env);
        delete require.cache[require.resolve(main)];
        require(main);
        process.stdout.write("\\n@@end-of-case@@\\n");
      }
      process.exitCode = 0;
      """
    try folder.write(harness, to: "harness.js")
    let run = try Fixtures.run(
      "node", [folder.url.appendingPathComponent("harness.js").path, folder.url.appendingPathComponent("cases.json").path,
        Fixtures.url("autograding-grading-reporter/main.js").path],
      in: folder.url)
    #expect(run.status == .exited(0), "\(run.output)")
    let plain = run.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    let outputs = plain.components(separatedBy: "\n@@end-of-case@@\n").dropLast()
    #expect(outputs.count == environments.count, "\(run.output.prefix(3000))")
    return outputs.map { Run(output: $0) }
  }

  /// The notice, the table's total and each runner's row all show the grader's score and maximum.
  private func expectAgreement(_ run: Run, with report: GradeReport) {
    let score = TextReport.number(report.score)
    let maximum = TextReport.number(report.maxScore)
    #expect(run.points == "\(score)/\(maximum)", "\(run.output)")
    #expect(run.row("Total:") == ["Total:", score, maximum], "\(run.output)")
    #expect(run.output.contains("\"totalPoints\":\(score),\"maxPoints\":\(maximum)}"))
    // No floating-point noise anywhere: every number it printed has at most two decimals.
    #expect(run.output.range(of: #"\d\.\d{3,}"#, options: .regularExpression) == nil, "\(run.output)")
  }

  @Test func theRealReporterShowsTheGradersTotal() throws {
    let report = ReportFixtures.report
    let run = try #require(try Self.runReporter([report]).first)
    expectAgreement(run, with: report)
    #expect(run.row("earned") == ["earned", "13.83", "13.83"])
    #expect(run.row("lost") == ["lost", "0", "26.17"])
    // A failing test shows its name, an erroring one only its message: both name the question and the points.
    #expect(run.output.contains("❌ di.fix1 改错 1"))
    #expect(run.output.contains("Error: di.fix2 改错 2"))
    #expect(run.output.contains("✅ di.code1 编程 1：定义 Todo 模型和 TodoRepository 协议 / Code 1: define the Todo model and the TodoRepository protocol — 5.33 / 8"))
  }

  /// Random submissions of the real course (the scores in hundredths that partial credit gives) never show noise and
  /// always agree: the reporter's two ways of counting and the grader's total.
  @Test func randomSubmissionsOfTheCourseAgreeEverywhere() throws {
    let course = try Course.load(from: Fixtures.kitRoot.appendingPathComponent(Course.relativePath))
    var generator = SeededGenerator(seed: 20_261_130)
    var reports: [GradeReport] = []
    for _ in 0..<40 {
      let questions = course.questions.map { lesson, question -> GradeReport.Question in
        guard question.kind.isAutomatic else { return Scorer.manual(question, lesson: lesson, answer: "") }
        let checks = (question.checks ?? ["check"]).map { name -> CheckResult in
          let roll = generator.next() % 10
          let status: CheckStatus = roll < 5 ? .passed : roll < 7 ? .failed : roll < 8 ? .crashed(signal: 4) : roll < 9 ? .timedOut : .notCompiled
          return CheckResult(name: name, status: status, message: "msg")
        }
        return Scorer.grade(question, lesson: lesson, checks: checks)
      }
      reports.append(Scorer.report(course: course, sources: .lessons, questions: questions, durationSeconds: 1))
    }
    #expect(reports.contains { $0.score != $0.score.rounded() }, "the sample should hold partial scores")
    for (run, report) in zip(try Self.runReporter(reports), reports) {
      expectAgreement(run, with: report)
    }
  }

  /// When the grader cannot run at all, the workflow sends its own result: the reporter reads it, and it gives 0 out of
  /// the course's automatic maximum.
  @Test func theWorkflowsFallbackIsValidAndMatchesTheCourse() throws {
    let workflow = try String(contentsOf: Fixtures.kitRoot.appendingPathComponent(".github/workflows/classroom.yml"), encoding: .utf8)
    let line = try #require(workflow.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("result='") })
    let json = String(line.drop { $0 != "'" }.dropFirst().prefix { $0 != "'" })
    let course = try Course.load(from: Fixtures.kitRoot.appendingPathComponent(Course.relativePath))
    let maximum = course.questions.filter { $0.question.kind.isAutomatic }.map(\.question.points).reduce(0, +)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["max_score"] as? Double == maximum)
    let environment = "CLASSROOM_RUNNERS=lost\nLOST_RESULTS=" + Data(json.utf8).base64EncodedString()
    let run = try #require(try Self.runReporter(environments: [environment]).first)
    #expect(run.points == "0/\(TextReport.number(maximum))", "\(run.output)")
    #expect(run.output.contains("Error: grader: 评分器没能运行"))
  }

  /// Nothing graded at all (an empty report) still gives the reporter valid input, and no points.
  @Test func anEmptyReportIsStillValidInput() throws {
    var report = ReportFixtures.report
    report.questions = []
    report.score = 0
    report.maxScore = 0
    let run = try #require(try Self.runReporter([report]).first)
    #expect(!run.output.contains("Unexpected") && !run.output.contains("NaN"), "\(run.output)")
  }
}

/// A small deterministic generator (SplitMix64), so the random submissions are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
