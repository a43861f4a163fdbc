import Foundation
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// One recorded ending of a test process (`Tests/Grader/Fixtures/rounds/*.json`) and the decision it must get.
struct RoundFixture: Decodable, Sendable, CustomTestStringConvertible {
  var name = ""
  var rule: String
  var checks: [String]
  var events: [String]
  var summary: String
  var termination: String
  var stop: String?
  var output: String?
  var channelBytes: Int?
  var limitsMemory: Bool?
  var expect: [String: String]
  var rerun: [String]
  var tampered: Bool
  var messageContains: [String: String]?

  enum CodingKeys: String, CodingKey {
    case rule, checks, events, summary, termination, stop, output, channelBytes, limitsMemory, expect, rerun, tampered
    case messageContains
  }

  var testDescription: String { name }

  static let folder = Fixtures.url("rounds")

  static var all: [RoundFixture] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
    return names.sorted().compactMap { name in
      guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
        var fixture = try? JSONDecoder().decode(RoundFixture.self, from: data)
      else { return nil }
      fixture.name = String(name.dropLast(5))
      return fixture
    }
  }

  func key(_ name: String) -> CheckKey { CheckKey(testTarget: "T", suite: "S", name: name) }
  func id(_ name: String) -> String { "T.S/\(name)()/S.swift:\(10 + (checks.firstIndex(of: name) ?? 9)):4" }

  /// The event stream the `events` describe, as Swift Testing 6.3 writes it.
  var stream: String {
    func declaration(_ name: String, line: Int? = nil) -> String {
      let id = line.map { "T.S/\(name)()/S.swift:\($0):4" } ?? self.id(name)
      return #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)()"},"version":0}"#
    }
    func event(_ kind: String, _ name: String?, extra: String = "") -> String {
      let test = name.map { #","testID":"\#(id($0))""# } ?? ""
      return #"{"kind":"event","payload":{"kind":"\#(kind)","messages":[]\#(test)\#(extra)},"version":0}"#
    }
    var lines = [#"{"kind":"test","payload":{"id":"T.S","kind":"suite","name":"S"},"version":0}"#] + checks.map { declaration($0) }
    for step in events {
      let words = step.split(separator: " ", maxSplits: 2).map(String.init)
      switch words[0] {
      case "run": lines.append(event("runStarted", nil))
      case "runEnd": lines.append(event("runEnded", nil))
      case "start": lines.append(event("testStarted", words[1]))
      case "end": lines.append(event("testEnded", words[1]))
      case "declare": lines.append(declaration(words[1]))
      case "declare-twin": lines.append(declaration(words[1], line: 99))
      case "fail":
        let text = words.count > 2 ? words[2] : "failed"
        lines.append(
          #"{"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"\#(text)"}],"testID":"\#(id(words[1]))"},"version":0}"#)
      default: Issue.record("\(name): unknown step \(step)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Swift Testing's JUnit summary of the stream, as `summary` asks.
  func junit(_ log: EventStreamLog) -> String? {
    switch summary {
    case "none": return nil
    case "missing": return ""
    default:
      let cases = checks.compactMap { name -> String? in
        guard let id = log.functionID(testTarget: "T", suite: "S", name: name),
          let result = log.finishedResult(id: id, name: name)
        else { return nil }
        let failed = summary == "all-failed" || !result.status.isPassed
        return #"<testcase classname="T.S" name="\#(name)()">"# + (failed ? "<failure message=\"x\"/>" : "") + "</testcase>"
      }
      return "<testsuites><testsuite>" + cases.joined() + "</testsuite></testsuites>"
    }
  }

  var evidence: RoundEvidence {
    var reader = EventStreamReader()
    reader.feed(Array(stream.utf8))
    reader.finish()
    let words = termination.split(separator: " ")
    let code = Int32(words.last.map(String.init) ?? "") ?? 0
    let ended = RoundEvidence.Ended(
      stop: stop.flatMap(Self.stop), termination: words.first == "signal" ? .signalled(code) : .exited(code),
      output: output ?? "")
    return RoundEvidence(
      checks: checks.map(key), log: reader.log, channelBytes: channelBytes ?? reader.totalBytes, summary: junit(reader.log),
      ended: ended)
  }

  static func stop(_ text: String) -> RoundEvidence.Stop? {
    ["checkTimeout": .checkTimeout, "budget": .budget, "outputLimit": .outputLimit, "scratchLimit": .scratchLimit,
     "tampered": .tampered][text]
  }

  var rules: RoundDecision.Rules {
    RoundDecision.Rules(
      limits: ResourceLimits(), platform: .linux, limitsMemory: limitsMemory ?? false, timeout: .seconds(10),
      budget: .seconds(300))
  }
}

/// How a test process's end decides its checks: one recorded ending per rule.
@Suite struct RoundDecisionTests {
  @Test func everyRuleHasARecordedEnding() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: RoundFixture.folder.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 20)
    #expect(RoundFixture.all.count == files.count, "a recorded ending does not decode")
  }

  @Test(arguments: RoundFixture.all)
  func theRecordedEndingIsDecidedByItsRule(_ fixture: RoundFixture) {
    let verdict = RoundDecision(rules: fixture.rules).decide(fixture.evidence)
    let rule = Comment(rawValue: fixture.name + ": " + fixture.rule)
    #expect(verdict.tampering.isEmpty == !fixture.tampered, rule)
    if fixture.tampered {
      #expect(verdict.results.isEmpty && verdict.rerun.isEmpty, rule)
      return
    }
    let statuses = Dictionary(uniqueKeysWithValues: verdict.results.map { ($0.key.name, $0.value.status.reportStatus.rawValue) })
    #expect(statuses == fixture.expect, rule)
    #expect(verdict.rerun.map(\.name) == fixture.rerun, rule)
    for (check, text) in fixture.messageContains ?? [:] {
      #expect(verdict.results[fixture.key(check)]?.message.contains(text) == true, "\(rule): \(verdict.results[fixture.key(check)]?.message ?? "no result")")
    }
    // Every check is decided or runs again, never both, never neither.
    #expect(Set(verdict.results.keys.map(\.name)).union(fixture.rerun) == Set(fixture.checks), rule)
    #expect(Set(verdict.results.keys.map(\.name)).isDisjoint(with: fixture.rerun), rule)
  }
}
