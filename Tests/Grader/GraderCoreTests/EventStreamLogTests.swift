import Testing
@testable import GraderCore

/// Lines of a real Swift Testing 6.3.1 event stream, shortened to the fields the grader reads.
private let recordedStream = """
  {"kind":"test","payload":{"id":"T.Choice1","kind":"suite","name":"Choice1"},"version":0}
  {"kind":"test","payload":{"id":"T.Choice1/answer()/A.swift:5:4","kind":"function","name":"answer()"},"version":0}
  {"kind":"test","payload":{"id":"T.Choice1/ok()/A.swift:6:4","kind":"function","name":"ok()"},"version":0}
  {"kind":"test","payload":{"id":"T.Choice1/unans()/A.swift:7:4","kind":"function","name":"unans()"},"version":0}
  {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
  {"kind":"event","payload":{"kind":"testStarted","testID":"T.Choice1/answer()/A.swift:5:4","messages":[]},"version":0}
  {"kind":"event","payload":{"_comments":["wrong"],"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (f() → 1) == 2"},{"symbol":"details","text":"wrong"}],"testID":"T.Choice1/answer()/A.swift:5:4"},"version":0}
  {"kind":"event","payload":{"kind":"testEnded","testID":"T.Choice1/answer()/A.swift:5:4","messages":[]},"version":0}
  {"kind":"event","payload":{"kind":"testStarted","testID":"T.Choice1/ok()/A.swift:6:4","messages":[]},"version":0}
  {"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"known"}],"testID":"T.Choice1/ok()/A.swift:6:4"},"version":0}
  {"kind":"event","payload":{"kind":"testEnded","testID":"T.Choice1/ok()/A.swift:6:4","messages":[]},"version":0}
  {"kind":"event","payload":{"kind":"testStarted","testID":"T.Choice1/unans()/A.swift:7:4","messages":[]},"version":0}
  {"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"[unanswered] Choice 1: not answered yet"}],"testID":"T.Choice1/unans()/A.swift:7:4"},"version":0}
  {"kind":"event","payload":{"kind":"testEnded","testID":"T.Choice1/unans()/A.swift:7:4","messages":[]},"version":0}
  {"kind":"event","payload":{"kind":"somethingNew","testID":"T.Choice1/ok()/A.swift:6:4","extra":[1,2]},"version":0}
  {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
  """

@Suite struct EventStreamLogTests {
  @Test func findsFunctionsByTargetSuiteAndName() {
    let log = EventStreamLog(parsing: recordedStream)
    #expect(log.functionID(testTarget: "T", suite: "Choice1", name: "ok") == "T.Choice1/ok()/A.swift:6:4")
    #expect(log.functionID(testTarget: "T", suite: "Choice1", name: "o") == nil)
    #expect(log.functionID(testTarget: "T", suite: "Choice2", name: "ok") == nil)
    #expect(log.runEnded)
  }

  @Test func failedCheckKeepsItsMessages() throws {
    let log = EventStreamLog(parsing: recordedStream)
    let result = try #require(log.finishedResult(id: "T.Choice1/answer()/A.swift:5:4", name: "answer"))
    #expect(result.status == .failed)
    #expect(result.message == "Expectation failed: (f() → 1) == 2\nwrong")
  }

  @Test func knownIssuesDoNotFail() {
    let log = EventStreamLog(parsing: recordedStream)
    #expect(log.finishedResult(id: "T.Choice1/ok()/A.swift:6:4", name: "ok")?.status == .passed)
  }

  @Test func unansweredMarkerMakesUnanswered() throws {
    let log = EventStreamLog(parsing: recordedStream)
    let result = try #require(log.finishedResult(id: "T.Choice1/unans()/A.swift:7:4", name: "unans"))
    #expect(result.status == .unanswered)
    #expect(result.message == "Choice 1: not answered yet")
  }

  @Test func streamCutShortByACrashKeepsWhatWasWritten() {
    let lines = recordedStream.split(separator: "\n")
    let cut = lines.prefix(12).joined(separator: "\n") + "\n{\"kind\":\"event\",\"payl"
    let log = EventStreamLog(parsing: cut)
    #expect(log.started.contains("T.Choice1/unans()/A.swift:7:4"))
    #expect(!log.ended.contains("T.Choice1/unans()/A.swift:7:4"))
    #expect(log.finishedResult(id: "T.Choice1/unans()/A.swift:7:4", name: "unans") == nil)
    #expect(!log.runEnded)
  }

  @Test func garbageIsIgnored() {
    let log = EventStreamLog(parsing: "not json\n[1,2]\n{\"kind\":\"test\"}\n")
    #expect(log.functionNames.isEmpty)
    #expect(log.started.isEmpty)
  }

  @Test func filterPatternEscapesAndAnchors() {
    let key = CheckKey(testTarget: "DIQuizTests", suite: "Choice1", name: "answer")
    #expect(key.filterPattern == #"^DIQuizTests\.Choice1/answer\("#)
  }
}
