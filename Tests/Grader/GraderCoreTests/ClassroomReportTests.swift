import Foundation
import Testing
@testable import GraderCore

@Suite struct ClassroomReportTests {
  private func result(_ report: GradeReport = ReportFixtures.report) throws -> [String: Any] {
    let json = try ClassroomReport.render(report)
    // The runner publishes it base64-encoded; the reporter decodes it and parses the JSON.
    let decoded = try #require(Data(base64Encoded: Data(json.utf8).base64EncodedString()))
    return try #require(try JSONSerialization.jsonObject(with: decoded) as? [String: Any])
  }

  private func tests(_ result: [String: Any]) throws -> [[String: Any]] {
    try #require(result["tests"] as? [[String: Any]])
  }

  private func report(only ids: Set<String>) -> GradeReport {
    var report = ReportFixtures.report
    report.questions = report.questions.filter { ids.contains($0.id) }
    report.maxScore = report.questions.filter(\.isAutomatic).map(\.maxScore).reduce(0, +)
    report.score = report.questions.filter(\.isAutomatic).map(\.score).reduce(0, +)
    return report
  }

  @Test func isOneLineWithTheReportersFields() throws {
    let json = try ClassroomReport.render(ReportFixtures.report)
    #expect(!json.contains("\n"))
    let result = try result()
    #expect(Set(result.keys) == ["version", "status", "max_score", "tests"])
    #expect(result["version"] as? Int == 1)
    #expect(result["max_score"] as? Double == 40)
    for test in try tests(result) {
      #expect(Set(test.keys) == ["name", "status", "score", "message", "line_no", "test_code", "filename", "execution_time"])
      #expect(test["line_no"] as? Int == 0)
      #expect(test["test_code"] as? String == "")
      #expect(test["filename"] as? String == "")
      #expect(test["execution_time"] as? String == "")
    }
  }

  @Test func onlyAutomaticQuestionsWithTheirScores() throws {
    let tests = try tests(result())
    let names = tests.compactMap { $0["name"] as? String }
    #expect(names.map { String($0.prefix { $0 != " " }) } == ReportFixtures.automaticQuestions.map(\.id))
    #expect(names.first == "di.choice1 选择题 1：依赖倒置的核心是什么？ / Choice 1: What is the heart of dependency inversion?")
    let sum = tests.compactMap { $0["score"] as? Double }.reduce(0, +)
    #expect(abs(sum - ReportFixtures.report.score) < 0.005)
  }

  @Test func statusesFollowTheQuestions() throws {
    let result = try result()
    let statuses = try tests(result).compactMap { $0["status"] as? String }
    // choice1 passed, choice2 unanswered, fix1 failed, fix2 compile error, code1 partial, code2 crashed, code4 timed out.
    #expect(statuses == ["pass", "fail", "fail", "error", "fail", "error", "error"])
    #expect(result["status"] as? String == "error")
    #expect(try self.result(report(only: ["di.choice1", "di.open1"]))["status"] as? String == "pass")
    #expect(try self.result(report(only: ["di.choice1", "di.code1"]))["status"] as? String == "fail")
    #expect(try self.result(report(only: ["di.open1"]))["status"] as? String == "pass")
  }

  @Test func messagesAreOneShortLine() throws {
    let tests = try tests(result())
    let messages = tests.compactMap { $0["message"] as? String }
    #expect(messages[0] == "")
    #expect(messages[1] == "[unanswered] 还没有作答 / not answered yet")
    #expect(messages[2] == "load() 之后 books 应该来自注入的仓库 / after load(), books should come from the injected repository")
    #expect(messages[3] == "Lessons/01-DependencyInjection/Fix2EnvironmentValue/BookRepositoryEnvironment.swift:27:14: error: extensions must not contain stored properties")
    #expect(messages[5].hasPrefix("测试进程在这项检查运行时崩溃（信号 4 SIGILL"))
    #expect(!messages[5].contains("::set-output"))
    #expect(messages.allSatisfy { !$0.contains("\n") && !$0.contains("\r") && $0.count <= 500 })
  }

  @Test func longMessagesAreCut() {
    var question = ReportFixtures.report.questions[2]
    question.checks[0].message = String(repeating: "长", count: 2000) + "\nsecond line"
    let message = ClassroomReport.message(for: question)
    #expect(message.count == 500)
    #expect(message.hasSuffix("…"))
  }

  @Test func emptyMessagesFallBackToTheCheck() {
    var question = ReportFixtures.report.questions[2]
    question.checks = question.checks.map { var check = $0; check.message = ""; return check }
    #expect(ClassroomReport.message(for: question) == "loadsFromInjectedRepository: failed")
  }
}
