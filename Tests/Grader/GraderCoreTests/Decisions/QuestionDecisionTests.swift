import Foundation
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// One recorded piece of question evidence (`Tests/Grader/Fixtures/questions/*.json`) and the decision it must get.
struct QuestionFixture: Decodable, Sendable, CustomTestStringConvertible {
  struct Expected: Decodable, Sendable {
    var decision: String
    var statuses: [String: String]?
    var messageContains: String?
    var diagnostics: String?
    var notStarted: Bool?
  }

  var name = ""
  var rule: String
  var kind: QuestionKind
  var closed: Bool?
  var faults: [String]?
  var checkNames: [String]
  var evidence: QuestionEvidence
  var expect: Expected

  enum CodingKeys: String, CodingKey { case rule, kind, closed, faults, checkNames, evidence, expect }

  var testDescription: String { name }

  static var all: [QuestionFixture] {
    let folder = Fixtures.url("questions")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
    return names.sorted().compactMap { name in
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
        var fixture = try? JSONDecoder().decode(QuestionFixture.self, from: data)
      else { return nil }
      fixture.name = String(name.dropLast(5))
      return fixture
    }
  }

  var question: Question {
    let text = LocalizedText(en: "x", zh: "x")
    return Question(
      id: "di.q", kind: kind, section: "s", points: 8, exercise: "DIQ",
      answers: closed == true ? [ClosedAnswer(constant: "Answers.q", key: .bool(true))] : nil,
      faults: faults?.map { Fault(id: $0, description: text) }, title: text, hint: text, explanation: text)
  }
}

/// How a question is scored from what is known about its exercise: one recorded case per rule.
@Suite struct QuestionDecisionTests {
  @Test func everyRuleHasARecordedCase() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("questions").path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 12)
    #expect(QuestionFixture.all.count == files.count, "a recorded case does not decode")
  }

  @Test(arguments: QuestionFixture.all)
  func theRecordedEvidenceIsDecidedByItsRule(_ fixture: QuestionFixture) {
    let decision = QuestionDecision.decide(fixture.question, checkNames: fixture.checkNames, evidence: fixture.evidence)
    let rule = Comment(rawValue: fixture.name + ": " + fixture.rule)
    switch decision {
    case .manual: #expect(fixture.expect.decision == "manual", rule)
    case .readClosedAnswers: #expect(fixture.expect.decision == "readClosedAnswers", rule)
    case .runStudentTests: #expect(fixture.expect.decision == "runStudentTests", rule)
    case .fromResults: #expect(fixture.expect.decision == "fromResults", rule)
    case .decided(let checks, let diagnostics, let notStarted):
      #expect(fixture.expect.decision == "decided", rule)
      let statuses = Dictionary(uniqueKeysWithValues: checks.map { ($0.name, $0.status.reportStatus.rawValue) })
      #expect(statuses == fixture.expect.statuses, rule)
      if let text = fixture.expect.messageContains {
        #expect(checks.allSatisfy { $0.message.contains(text) }, rule)
      }
      #expect(diagnostics == fixture.expect.diagnostics, rule)
      #expect(notStarted == fixture.expect.notStarted, rule)
    }
  }

  @Test func aCheckTheRunDidNotReportIsMissing() {
    let keys = ["a", "b"].map { CheckKey(testTarget: "T", suite: "S", name: $0) }
    let checks = QuestionDecision.checks(keys, from: [keys[0]: CheckResult(name: "a", status: .passed)])
    #expect(checks.map(\.status) == [.passed, .missing])
    #expect(checks[1].message == "没有结果 / no result")
  }
}
