import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct GradescopeReportTests {
  private func results(
    _ report: GradeReport = ReportFixtures.report, _ language: Language = .en,
    settings: GradescopeReport.Settings = GradescopeReport.Settings()
  ) throws -> [String: Any] {
    let text = try GradescopeReport.render(report, language: language, settings: settings)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  private func tests(_ results: [String: Any]) throws -> [[String: Any]] {
    try #require(results["tests"] as? [[String: Any]])
  }

  private func test(_ id: String, in results: [String: Any]) throws -> [String: Any] {
    try #require(try tests(results).first { ($0["name"] as? String)?.hasPrefix(id + " ") == true })
  }

  @Test func topLevelHasTheSpecsKeys() throws {
    let results = try results()
    #expect(Set(results.keys) == ["score", "execution_time", "output", "output_format", "test_output_format", "test_name_format", "tests"])
    // Plain text everywhere: nothing a student chose is rendered as HTML or Markdown.
    #expect(results["output_format"] as? String == "text")
    #expect(results["test_output_format"] as? String == "text" && results["test_name_format"] as? String == "text")
    #expect(results["execution_time"] as? Int == 43)
    #expect(try tests(results).count == ReportFixtures.report.questions.count)
  }

  @Test func maxScoresAddUpToAutomaticAndReviewedPoints() throws {
    // 40 automatic + 5 of the reviewed open question; the one awaiting review carries no points yet.
    let total = try tests(results()).compactMap { $0["max_score"] as? Double }.reduce(0, +)
    #expect(total == 45)
  }

  @Test func topLevelScoreIsTheSumOfTheTests() throws {
    let results = try results()
    let sum = try tests(results).compactMap { $0["score"] as? Double }.reduce(0, +)
    let score = try #require(results["score"] as? Double)
    #expect(abs(score - sum) < 0.005)
    #expect(score == 17.83)  // 13.83 automatic + 4 reviewed
  }

  @Test func testsFollowTheReportWithSectionNumbers() throws {
    let tests = try tests(results())
    #expect(tests.compactMap { $0["number"] as? String } == ["1.1", "1.2", "2.1", "2.2", "2.3", "2.4", "2.5", "3.1", "3.2"])
    #expect(tests.first?["name"] as? String == "di.choice1 Choice 1: What is the heart of dependency inversion?")
    #expect(tests.first?["tags"] as? [String] == ["quiz", "choice"])
    #expect(tests.last?["tags"] as? [String] == ["open"])
    #expect(tests.allSatisfy { Set($0["tags"] as? [String] ?? []).count == ($0["tags"] as? [String])?.count })
  }

  @Test func onlyFullMarksPass() throws {
    let results = try results()
    #expect(try test("di.choice1", in: results)["status"] as? String == "passed")
    for id in ["di.choice2", "di.fix1", "di.fix2", "di.code1", "di.code2", "di.code4"] {
      #expect(try test(id, in: results)["status"] as? String == "failed", "\(id)")
    }
    let partial = try test("di.code1", in: results)
    #expect(partial["score"] as? Double == 5.33)
    #expect(partial["max_score"] as? Double == 8)
  }

  @Test func passedOutputIsTheExplanation() throws {
    let output = try test("di.choice1", in: results())["output"] as? String
    #expect(output == "High-level code depends on abstractions, not on concrete implementations.")
  }

  @Test func failedOutputListsChecksThenHint() throws {
    let output = try #require(try test("di.fix1", in: results())["output"] as? String)
    // The check's `中文 / English` message in the report's language only.
    #expect(output.hasPrefix("✗ loadsFromInjectedRepository: after load(), books should come from the injected repository\n"))
    #expect(output.contains("\n    Expectation failed: (viewModel.books → []) == [\"A\"]"))
    #expect(output.contains("✗ reportsInjectedRepositoryFailure: "))
    #expect(output.hasSuffix("Hint: Who creates the repository now? Let the caller pass it in."))
  }

  @Test func checkMessagesAndUntouchedStubsFollowTheLanguage() throws {
    var report = ReportFixtures.report
    let fix1 = try #require(report.questions.firstIndex { $0.id == "di.fix1" })
    let failing = try #require(report.questions[fix1].checks.firstIndex { !$0.passed })
    report.questions[fix1].checks[failing].message = "还没有作答 / not answered yet"
    var output = try #require(try test("di.fix1", in: results(report))["output"] as? String)
    #expect(output.contains(": not answered yet") && !output.contains("还没有作答"))
    output = try #require(try test("di.fix1", in: results(report, .zh))["output"] as? String)
    #expect(output.contains("：还没有作答") || output.contains(": 还没有作答"))
    #expect(!output.contains("not answered yet"))
    // An untouched stub says so, with the hint, rather than list the failures of code not written yet.
    report.questions[fix1].notStarted = true
    output = try #require(try test("di.fix1", in: results(report))["output"] as? String)
    #expect(output == "Not started: this question is still the shipped stub in your submission.\n\n"
      + "Hint: Who creates the repository now? Let the caller pass it in.")
    output = try #require(try test("di.fix1", in: results(report, .zh))["output"] as? String)
    #expect(output.hasPrefix("未开始：") && output.hasSuffix("提示：现在是谁创建了仓库？让调用方把它传进来。"))
  }

  @Test func compileErrorOutputCarriesTheDiagnostics() throws {
    let output = try #require(try test("di.fix2", in: results())["output"] as? String)
    #expect(output.contains(ReportFixtures.fix2Diagnostics))
    let diagnostics = try #require(output.range(of: ReportFixtures.fix2Diagnostics))
    let hint = try #require(output.range(of: "Hint: "))
    #expect(diagnostics.upperBound <= hint.lowerBound)
  }

  @Test func openQuestionAwaitingReviewIsNeutral() throws {
    let open = try test("di.open1", in: results())
    // No status and no points: Gradescope shows it as neither passed nor failed.
    #expect(open["status"] == nil && open["score"] == nil && open["max_score"] == nil)
    let output = try #require(open["output"] as? String)
    #expect(output.hasPrefix("Awaiting review: this open question (5 points) is graded by the instructor"))
    #expect(output.contains("    单例是全局状态，ViewModel 直接使用它就无法在测试中替换成 Mock。"))
  }

  @Test func reviewedQuestionCarriesTheReview() throws {
    let reviewed = try test("di.open2", in: results())
    #expect(reviewed["status"] as? String == "failed")
    #expect(reviewed["score"] as? Double == 4)
    #expect(reviewed["max_score"] as? Double == 5)
    let output = try #require(reviewed["output"] as? String)
    #expect(output.contains("Instructor's score: 4 / 5"))
    #expect(output.contains("思路正确，但没有提到默认值。"))
  }

  @Test func summaryCountsAndWarns() throws {
    let plain = try #require(try results()["output"] as? String)
    #expect(plain.contains("Automatic score: 13.83 / 40"))
    #expect(plain.contains("Passed 1 of 7 automatically graded questions."))
    #expect(plain.contains("1 open question (5 points) awaits the instructor's review"))
    #expect(!plain.contains("differ from the lock file"))
    let tampered = try #require(try results(ReportFixtures.tampered)["output"] as? String)
    #expect(tampered.contains("Note: these kit files differ from the lock file"))
    #expect(tampered.contains("Tests/01-DependencyInjection/Quiz/QuizTests.swift, Course/course.json"))
  }

  @Test func chineseText() throws {
    let results = try results(ReportFixtures.tampered, .zh)
    let output = try #require(results["output"] as? String)
    #expect(output.contains("自动评分：13.83 / 40"))
    #expect(output.contains("注意："))
    #expect(try test("di.choice1", in: results)["name"] as? String == "di.choice1 选择题 1：依赖倒置的核心是什么？")
    #expect((try test("di.fix1", in: results)["output"] as? String)?.hasSuffix("提示：现在是谁创建了仓库？让调用方把它传进来。") == true)
    #expect((try test("di.open1", in: results)["output"] as? String)?.contains("你的回答：") == true)
  }

  @Test func outputIsDeterministicWithSortedKeys() throws {
    let first = try GradescopeReport.render(ReportFixtures.report, language: .en)
    #expect(first == (try GradescopeReport.render(ReportFixtures.report, language: .en)))
    let positions = try ["\"execution_time\"", "\"output\"", "\"score\"", "\"tests\""].map {
      try #require(first.range(of: $0)).lowerBound
    }
    #expect(positions == positions.sorted())
    #expect(first.hasSuffix("}\n"))
  }

  @Test func aReviewIsPassedOnlyAtFullPoints() throws {
    for (points, status) in [(0.0, "failed"), (4, "failed"), (5, "passed")] {
      var report = ReportFixtures.report
      let index = try #require(report.questions.firstIndex { $0.id == "di.open2" })
      report.questions[index].review?.points = points
      let reviewed = try test("di.open2", in: results(report))
      #expect(reviewed["status"] as? String == status, "\(points)")
      #expect(reviewed["score"] as? Double == points)
    }
  }

  @Test func studentTextIsShownAsTyped() throws {
    var report = ReportFixtures.report
    report.modifiedFiles = ["Tests/<img src=x onerror=alert(1)>.swift", "Tests/\u{202E}lmth.exe\u{1B}[2J"]
    let results = try results(report)
    let output = try #require(results["output"] as? String)
    #expect(output.contains("Tests/<img src=x onerror=alert(1)>.swift"))
    #expect(output.contains(#"Tests/\u{202E}lmth.exe\u{1B}[2J"#))
    #expect(results["output_format"] as? String == "text")
    let all = try GradescopeReport.render(PrintableTextTests.hostileReport, language: .en)
    #expect(!all.unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
    // JSON escapes only "\u{…}" sequences' backslashes; the text itself is printable.
    let decoded = try #require(try JSONSerialization.jsonObject(with: Data(all.utf8)) as? [String: Any])
    let texts = try tests(decoded).compactMap { $0["output"] as? String }
    #expect(!texts.joined().unicodeScalars.contains { $0 != "\n" && PrintableText.needsEscaping($0) })
  }

  @Test func editedKitFilesAreNamedWithWhatTheGradeUsed() throws {
    var report = ReportFixtures.report
    report.modifiedFiles = ["Tests/01-DependencyInjection/Quiz/QuizAnswerTests.swift"]
    // A grade that used the edited files (a local run) says so, without judging the grade.
    let used = try #require(try results(report)["output"] as? String)
    #expect(used.contains("this grade used them as they are: Tests/01-DependencyInjection/Quiz/QuizAnswerTests.swift"))
    #expect(!used.contains("trustworthy") && !used.contains("不可信"))
    // autograde grades with the instructor's files: the edited copies were ignored, and the output says so.
    var settings = GradescopeReport.Settings()
    settings.modifiedFilesWereIgnored = true
    for (language, expected) in [
      (Language.en, "grading ignored them and used the instructor's: Tests/01-DependencyInjection/Quiz/QuizAnswerTests.swift"),
      (.zh, "评分没有使用它们，用的是老师的原版：Tests/01-DependencyInjection/Quiz/QuizAnswerTests.swift"),
    ] {
      let ignored = try #require(try results(report, language, settings: settings)["output"] as? String)
      #expect(ignored.contains(expected), "\(ignored)")
      #expect(!ignored.contains("trustworthy") && !ignored.contains("不可信"))
    }
  }

  @Test func anUngradableSubmissionSaysWhyFirst() throws {
    let settings = GradescopeReport.Settings(problem: "no Lessons folder in the submission")
    let output = try #require(try results(settings: settings)["output"] as? String)
    #expect(output.hasPrefix("This submission could not be graded, so every question scores 0. Why: no Lessons folder in the submission"))
    let zh = try #require(try results(ReportFixtures.report, .zh, settings: settings)["output"] as? String)
    #expect(zh.hasPrefix("这份提交无法评分，每道题都计 0 分。原因：no Lessons folder"))
  }

  @Test func visibilityComesFromTheManifest() throws {
    let settings = GradescopeReport.Settings(
      visibility: ["di.code1": .hidden, "di.fix1": .afterDueDate], stdoutVisibility: .visible)
    let results = try results(settings: settings)
    #expect(results["stdout_visibility"] as? String == "visible")
    #expect(try test("di.code1", in: results)["visibility"] as? String == "hidden")
    #expect(try test("di.fix1", in: results)["visibility"] as? String == "after_due_date")
    #expect(try test("di.choice1", in: results)["visibility"] == nil)
    #expect(try self.results()["stdout_visibility"] == nil)
  }

  @Test func manifestVisibilityIsDecoded() throws {
    let manifest = try String(contentsOf: Fixtures.kitRoot.appendingPathComponent(Course.relativePath), encoding: .utf8)
    let json = "{\"stdoutVisibility\": \"after_published\"," + manifest.drop { $0 != "{" }.dropFirst()
    let course = try JSONDecoder().decode(Course.self, from: Data(json.utf8))
    #expect(GradescopeReport.Settings(course: course).stdoutVisibility == .afterPublished)
    let bad = json.replacingOccurrences(of: "after_published", with: "sometimes")
    #expect(throws: (any Error).self) { try JSONDecoder().decode(Course.self, from: Data(bad.utf8)) }
  }
}
