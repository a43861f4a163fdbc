import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct ClassroomReportTests {
  /// The runners of `report` as the reporter sees them: name → parsed JSON.
  static func decodedRunners(_ report: GradeReport) throws -> [(name: String, json: [String: Any])] {
    let lines = try ClassroomReport.render(report).split(separator: "\n").map(String.init)
    let names = try #require(lines.first?.split(separator: "=", maxSplits: 1).last).split(separator: ",").map(String.init)
    #expect(lines.first?.hasPrefix("CLASSROOM_RUNNERS=") == true)
    return try names.map { name in
      let line = try #require(lines.first { $0.hasPrefix(name.uppercased() + "_RESULTS=") })
      let data = try #require(Data(base64Encoded: String(line.dropFirst(name.count + "_RESULTS=".count))))
      return (name, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }
  }

  private func tests(_ runner: [String: Any]) throws -> [[String: Any]] {
    try #require(runner["tests"] as? [[String: Any]])
  }

  private func report(only ids: Set<String>) -> GradeReport {
    var report = ReportFixtures.report
    report.questions = report.questions.filter { ids.contains($0.id) }
    report.maxScore = report.questions.filter(\.isAutomatic).map(\.maxScore).reduce(0, +)
    report.score = Scorer.rounded(report.questions.filter(\.isAutomatic).map(\.score).reduce(0, +))
    return report
  }

  @Test func earnedAndLostRunnersWithTheReportersFields() throws {
    let text = try ClassroomReport.render(ReportFixtures.report)
    #expect(text.split(separator: "\n").count == 3 && text.hasSuffix("\n"))
    let runners = try Self.decodedRunners(ReportFixtures.report)
    #expect(runners.map(\.name) == ["earned", "lost"])
    for (_, runner) in runners {
      #expect(Set(runner.keys) == ["version", "status", "max_score", "tests"])
      #expect(runner["version"] as? Int == 1)
      for test in try tests(runner) {
        #expect(Set(test.keys) == ["name", "status", "score", "message", "line_no", "test_code", "filename", "execution_time"])
        #expect(test["line_no"] as? Int == 0 && test["test_code"] as? String == "")
      }
    }
    // 13.83 of 40: earned carries the score, lost the rest; only one test carries points.
    #expect(runners[0].json["max_score"] as? Double == 13.83 && runners[1].json["max_score"] as? Double == 26.17)
    #expect(try tests(runners[0].json).compactMap { $0["score"] as? Double } == [0, 0, 0, 13.83])
    #expect(try tests(runners[1].json).allSatisfy { $0["score"] as? Double == 0 })
  }

  @Test func everyTestOfARunnerPassesOrEveryOneFails() throws {
    let runners = try Self.decodedRunners(ReportFixtures.report)
    let earned = try tests(runners[0].json)
    #expect(earned.allSatisfy { $0["status"] as? String == "pass" })
    // choice1 2/2, code1 5.33/8, code2 4/8, code4 2.5/10 earned points.
    #expect(earned.compactMap { ($0["name"] as? String)?.split(separator: " ").first.map(String.init) } == ["di.choice1", "di.code1", "di.code2", "di.code4"])
    #expect((earned[1]["name"] as? String)?.hasSuffix("— 5.33 / 8") == true)
    let lost = try tests(runners[1].json)
    // choice2 unanswered, fix1 failed, fix2 compile error, code1 partial, code2 crashed, code4 timed out lost points.
    #expect(lost.compactMap { $0["status"] as? String } == ["fail", "fail", "error", "fail", "error", "error"])
    #expect(runners[1].json["status"] as? String == "error")
    #expect((lost[3]["name"] as? String)?.contains("部分通过 partial: 失去 2.67 / 8 分 lost") == true)
  }

  @Test func runnersWithoutTestsAreLeftOut() throws {
    #expect(try Self.decodedRunners(report(only: ["di.choice1", "di.open1"])).map(\.name) == ["earned"])
    #expect(try Self.decodedRunners(report(only: ["di.fix1"])).map(\.name) == ["lost"])
    let onlyOpen = try Self.decodedRunners(report(only: ["di.open1"]))
    #expect(onlyOpen.map(\.name) == ["earned"] && onlyOpen[0].json["max_score"] as? Double == 0)
  }

  @Test func errorMessagesNameTheQuestionOnOneLine() throws {
    let lost = try tests(Self.decodedRunners(ReportFixtures.report)[1].json)
    let messages = lost.compactMap { $0["message"] as? String }
    // The reporter prints only "Error: <message>" for an erroring test, so the message starts with the question.
    #expect(messages[2].hasPrefix("di.fix2 改错 2"))
    #expect(messages[2].hasSuffix("Lessons/01-DependencyInjection/Fix2EnvironmentValue/BookRepositoryEnvironment.swift:27:14: extensions must not contain stored properties"))
    #expect(messages[4].contains("测试进程在这项检查运行时崩溃（信号 4 SIGILL"))
    #expect(!messages.joined().contains("::set-output"))
    #expect(messages.allSatisfy { !$0.contains("\n") && !$0.contains("\r") })
  }

  @Test func longMessagesAreCut() {
    var question = ReportFixtures.report.questions[2]
    question.checks[0].message = String(repeating: "长", count: 2000) + "\nsecond line"
    let message = ClassroomReport.message(for: question)
    #expect(message.count == 500)
    #expect(message.hasSuffix("…"))
  }

  /// The reporter adds the two maxima in JavaScript (IEEE doubles, as Swift's): for every whole-number maximum up to
  /// 300 and every score in hundredths, earned + lost is exactly the maximum, with no floating-point noise.
  @Test func maximaAddUpExactlyForEveryScore() {
    var wrong: [String] = []
    for maximum in 1...300 {
      for cents in 0...(maximum * 100) {
        let score = Double(cents) / 100
        let lost = Scorer.rounded(Double(maximum) - score)
        if score + lost != Double(maximum) { wrong.append("\(score)/\(maximum)") }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }
}
