import Foundation
import Testing
@testable import GraderCore

@Suite struct GradescopeReportTests {
  private func results(_ report: GradeReport = ReportFixtures.report, _ language: Language = .en) throws -> [String: Any] {
    let text = try GradescopeReport.render(report, language: language)
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
    #expect(Set(results.keys) == ["score", "execution_time", "output", "tests"])
    #expect(results["execution_time"] as? Int == 43)
    #expect(try tests(results).count == ReportFixtures.report.questions.count)
  }

  @Test func maxScoresAddUpToAutomaticAndOpenPoints() throws {
    let report = ReportFixtures.report
    let total = try tests(results()).compactMap { $0["max_score"] as? Double }.reduce(0, +)
    #expect(abs(total - (report.maxScore + report.manualMaxScore)) < 1e-9)
    #expect(total == 50)
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
    #expect(tests.last?["tags"] as? [String] == ["open", "open"])
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
    #expect(output.hasPrefix("✗ loadsFromInjectedRepository: load() 之后 books 应该来自注入的仓库"))
    #expect(output.contains("\n    Expectation failed: (viewModel.books → []) == [\"A\"]"))
    #expect(output.contains("✗ reportsInjectedRepositoryFailure: "))
    #expect(output.hasSuffix("Hint: Who creates the repository now? Let the caller pass it in."))
  }

  @Test func compileErrorOutputCarriesTheDiagnostics() throws {
    let output = try #require(try test("di.fix2", in: results())["output"] as? String)
    #expect(output.contains(ReportFixtures.fix2Diagnostics))
    let diagnostics = try #require(output.range(of: ReportFixtures.fix2Diagnostics))
    let hint = try #require(output.range(of: "Hint: "))
    #expect(diagnostics.upperBound <= hint.lowerBound)
  }

  @Test func openQuestionAwaitsTheInstructorWithoutStatus() throws {
    let open = try test("di.open1", in: results())
    #expect(open["status"] == nil)
    #expect(open["score"] as? Double == 0)
    #expect(open["max_score"] as? Double == 5)
    let output = try #require(open["output"] as? String)
    #expect(output.contains("awaits review"))
    #expect(output.contains("    单例是全局状态，ViewModel 直接使用它就无法在测试中替换成 Mock。"))
  }

  @Test func reviewedQuestionCarriesTheReview() throws {
    let reviewed = try test("di.open2", in: results())
    #expect(reviewed["status"] as? String == "passed")
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
    #expect(!plain.contains("Warning"))
    let tampered = try #require(try results(ReportFixtures.tampered)["output"] as? String)
    #expect(tampered.contains("Warning: "))
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
}
