import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

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
    #expect(log.anomalies.isEmpty, "\(log.anomalies)")
  }

  @Test func idsMatchExactlyNeverByPrefix() {
    #expect(EventStreamLog.isExactID("T.S/ok()/A.swift:6:4", testTarget: "T", suite: "S", name: "ok"))
    #expect(!EventStreamLog.isExactID("T.S/ok()/A.swift:6:4/x", testTarget: "T", suite: "S", name: "ok"))
    #expect(!EventStreamLog.isExactID("T.S/ok()", testTarget: "T", suite: "S", name: "ok"))
    #expect(!EventStreamLog.isExactID("T.S/ok()/A.swift:x:4", testTarget: "T", suite: "S", name: "ok"))
    #expect(!EventStreamLog.isExactID("TT.S/ok()/A.swift:6:4", testTarget: "T", suite: "S", name: "ok"))
    // A forged, shorter ID listed before the real one used to win; now neither is taken, and the stream is suspect.
    let forged = #"{"kind":"test","payload":{"id":"T.Choice1/ok()/A:1:1","kind":"function","name":"ok()"},"version":0}"#
    let log = EventStreamLog(parsing: forged + "\n" + recordedStream)
    #expect(log.functionID(testTarget: "T", suite: "Choice1", name: "ok") == nil)
    #expect(log.hasDuplicates(testTarget: "T", suite: "Choice1", name: "ok"))
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

  /// The recorded stream with `extra` lines inserted before line `index` (0-based).
  private func stream(inserting extra: [String], before index: Int) -> EventStreamLog {
    var lines = recordedStream.split(separator: "\n").map(String.init)
    lines.insert(contentsOf: extra, at: index)
    return EventStreamLog(parsing: lines.joined(separator: "\n") + "\n")
  }

  private func event(_ kind: String, _ id: String? = nil) -> String {
    let test = id.map { #","testID":"\#($0)""# } ?? ""
    return #"{"kind":"event","payload":{"kind":"\#(kind)"\#(test),"messages":[]},"version":0}"#
  }

  @Test func forgedRecordsBreakTheShapeOfAnHonestRun() {
    let answer = "T.Choice1/answer()/A.swift:5:4"
    let ok = "T.Choice1/ok()/A.swift:6:4"
    // While answer() runs, student code claims it ended (and the real end follows: a second end).
    #expect(!stream(inserting: [event("testEnded", answer)], before: 7).anomalies.isEmpty)
    // It starts and ends a later check early; the real start follows: a second start.
    #expect(!stream(inserting: [event("testEnded", answer), event("testStarted", ok), event("testEnded", ok)], before: 7).anomalies.isEmpty)
    // A check that was never declared.
    #expect(!stream(inserting: [event("testStarted", "T.Choice1/extra()/A.swift:9:4")], before: 7).anomalies.isEmpty)
    // Records after the run ended.
    #expect(!stream(inserting: [event("testEnded", ok)], before: 16).anomalies.isEmpty)
    // A test declared once the run started.
    let late = #"{"kind":"test","payload":{"id":"T.Choice1/late()/A.swift:9:4","kind":"function","name":"late()"},"version":0}"#
    #expect(!stream(inserting: [late], before: 7).anomalies.isEmpty)
    // A line that is not a record, in the middle of the stream.
    #expect(!stream(inserting: ["passed!"], before: 7).anomalies.isEmpty)
    // An issue for a test that was declared can only cost points: it is not an anomaly.
    let issue = #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(ok)","issue":{"isKnown":false},"messages":[]},"version":0}"#
    #expect(stream(inserting: [issue], before: 12).anomalies.isEmpty)
  }

  @Test func aStreamCutShortIsNotAnAnomaly() {
    let lines = recordedStream.split(separator: "\n")
    let cut = lines.prefix(12).joined(separator: "\n") + "\n{\"kind\":\"event\",\"payl"
    #expect(EventStreamLog(parsing: cut).anomalies.isEmpty)
    var reader = EventStreamReader()
    reader.feed(Array(cut.utf8))
    reader.finish()
    #expect(reader.log.anomalies.isEmpty && reader.log.running == "T.Choice1/unans()/A.swift:7:4")
  }

  @Test func theReaderSplitsLinesAcrossChunks() {
    var reader = EventStreamReader()
    for byte in Array((recordedStream + "\n").utf8) { reader.feed([byte]) }
    reader.finish()
    #expect(reader.log == EventStreamLog(parsing: recordedStream + "\n"))
    #expect(reader.totalBytes == recordedStream.utf8.count + 1)
  }
}

@Suite struct JUnitSummaryTests {
  /// Swift Testing 6.3.1's summary of two checks, one failing.
  private let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuites>
      <testsuite name="TestResults" errors="0" tests="2" failures="1" skipped="0" time="0.005">
        <testcase classname="DITodoMockTests.Code2TodoMock" name="addsAndDeletesById()" time="0.0002" >
          <failure message="Caught error: &#36824; (error)" />
        </testcase>
        <testcase classname="DIQuizTests.Choice1" name="answer()" time="0.00015" />
      </testsuite>
    </testsuites>
    """

  @Test func readsEachCaseAndWhetherItFailed() throws {
    let summary = try #require(JUnitSummary(xml: xml))
    #expect(summary.failed == ["DITodoMockTests.Code2TodoMock/addsAndDeletesById()": true, "DIQuizTests.Choice1/answer()": false])
    #expect(JUnitSummary(xml: "<?xml version=\"1.0\"?>\n<testsuites>") == nil, "an unfinished summary")
    #expect(JUnitSummary(xml: "") == nil)
  }

  @Test func disagreementsAreNamed() throws {
    let summary = try #require(JUnitSummary(xml: xml))
    #expect(summary.disagreements(with: ["DITodoMockTests.Code2TodoMock/addsAndDeletesById()": false, "DIQuizTests.Choice1/answer()": true]).isEmpty)
    #expect(summary.disagreements(with: ["DITodoMockTests.Code2TodoMock/addsAndDeletesById()": true, "DIQuizTests.Choice1/answer()": true]).count == 1)
    #expect(summary.disagreements(with: ["DIQuizTests.Choice1/answer()": true]).count == 1, "a case only the summary has")
    #expect(summary.disagreements(with: [
      "DITodoMockTests.Code2TodoMock/addsAndDeletesById()": false, "DIQuizTests.Choice1/answer()": true, "X.Y/z()": true,
    ]).count == 1, "a case only the stream has")
  }
}

