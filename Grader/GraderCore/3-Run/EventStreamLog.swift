import Foundation

/// What one test process reported in Swift Testing's JSON event stream (version 0), and whether the stream is credible.
///
/// Only the stream decides results: a test passed when it started, ended and recorded no issue that was not known.
/// Unknown record kinds and unknown fields are ignored, so a stream cut short by a crash still yields everything written
/// before it. The grader runs checks one at a time (`--no-parallel`), so the stream of an honest run has a shape that
/// student code writing records of its own breaks: every such break is an anomaly, and any anomaly makes the whole
/// exercise `tampered`.
public struct EventStreamLog: Sendable, Equatable {
  /// An issue a test recorded: its message lines (the failure, then any comments).
  public struct RecordedIssue: Sendable, Equatable {
    public var messages: [String]
    public var isKnown: Bool
  }

  /// Test function IDs and their names, such as `answer()`.
  public private(set) var functionNames: [String: String] = [:]
  /// Suite IDs.
  public private(set) var suites: Set<String> = []
  public private(set) var started: Set<String> = []
  public private(set) var ended: Set<String> = []
  /// Test functions in the order they ended.
  public private(set) var functionsEnded: [String] = []
  public private(set) var skipped: Set<String> = []
  public private(set) var issues: [String: [RecordedIssue]] = [:]
  public private(set) var runStarted = false
  public private(set) var runEnded = false
  /// The test function running now (started, not ended).
  public private(set) var running: String?
  /// What broke the shape of an honest stream, in the order it was seen.
  public private(set) var anomalies: [String] = []
  /// How many records were read.
  public private(set) var recordCount = 0

  /// Suites started and not yet ended, innermost last.
  private var openSuites: [String] = []

  public init() {}

  /// Parses a whole JSON Lines event stream; a last line without its newline is taken as cut short, not as an anomaly.
  public init(parsing text: String) {
    let endsWithNewline = text.hasSuffix("\n")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    for (index, line) in lines.enumerated() {
      let isCutShort = index == lines.count - 1 && !endsWithNewline
      consume(line, isComplete: !isCutShort)
    }
  }

  /// Reads one line of the stream. A complete line that is not a record is an anomaly; an incomplete one (the end of a
  /// stream cut short) is ignored.
  public mutating func consume<Line: StringProtocol>(_ line: Line, isComplete: Bool = true) {
    guard let data = String(line).data(using: .utf8),
      let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let payload = record["payload"] as? [String: Any],
      let kind = record["kind"] as? String
    else {
      if isComplete, !line.allSatisfy(\.isWhitespace) { flag("a line of the results channel is not a record") }
      return
    }
    recordCount += 1
    if runEnded { flag("a record arrived after the run ended") }
    switch kind {
    case "test": readTest(payload)
    case "event": readEvent(payload)
    default: return
    }
  }

  /// The ID of the test function `name()` in the given suite of a test target, matched exactly.
  ///
  /// The ID must be `Target.Suite/name()/File.swift:line:column` with the listed name `name()`: never a prefix of another
  /// ID, never the first of several. More than one match is `nil` (and an anomaly of the stream itself).
  public func functionID(testTarget: String, suite: String, name: String) -> String? {
    let matches = functionNames.filter { id, listed in
      listed == "\(name)()" && Self.isExactID(id, testTarget: testTarget, suite: suite, name: name)
    }
    return matches.count == 1 ? matches.first?.key : nil
  }

  /// Whether more than one listed function claims the same check.
  public func hasDuplicates(testTarget: String, suite: String, name: String) -> Bool {
    functionNames.keys.filter { Self.isExactID($0, testTarget: testTarget, suite: suite, name: name) }.count > 1
  }

  /// Whether `id` names exactly the function `name()` of `testTarget.suite`, at one source location.
  static func isExactID(_ id: String, testTarget: String, suite: String, name: String) -> Bool {
    let head = "\(testTarget).\(suite)/\(name)()/"
    guard id.hasPrefix(head) else { return false }
    let location = id.dropFirst(head.count)
    let parts = location.split(separator: ":", omittingEmptySubsequences: false)
    return !location.contains("/") && parts.count >= 3 && parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  private mutating func flag(_ anomaly: String) {
    if anomalies.count < 20 { anomalies.append(anomaly) }
  }

  private mutating func readTest(_ payload: [String: Any]) {
    guard let id = payload["id"] as? String else { return }
    if runStarted { flag("a test was declared after the run started: \(id)") }
    switch payload["kind"] as? String {
    case "function":
      guard let name = payload["name"] as? String else { return }
      if functionNames[id] != nil || suites.contains(id) { flag("a test was declared twice: \(id)") }
      functionNames[id] = name
    case "suite":
      if functionNames[id] != nil || suites.contains(id) { flag("a suite was declared twice: \(id)") }
      suites.insert(id)
    default:
      return
    }
  }

  private mutating func readEvent(_ payload: [String: Any]) {
    let testID = payload["testID"] as? String
    let kind = payload["kind"] as? String
    if kind != "runStarted", !runStarted, kind != nil, Self.knownKinds.contains(kind!) {
      flag("an event came before the run started: \(kind!)")
    }
    switch kind {
    case "runStarted":
      if runStarted { flag("the run started twice") }
      runStarted = true
    case "runEnded":
      if running != nil || !openSuites.isEmpty { flag("the run ended while a test was running") }
      runEnded = true
    case "testStarted":
      guard let testID else { return flag("a test started without an ID") }
      if suites.contains(testID) {
        if openSuites.contains(testID) || ended.contains(testID) { flag("a suite started twice: \(testID)") }
        openSuites.append(testID)
      } else if functionNames[testID] != nil {
        if started.contains(testID) { flag("a test started twice: \(testID)") }
        if let running { flag("\(testID) started while \(running) was running") }
        running = testID
      } else {
        flag("a test that was never declared started: \(testID)")
      }
      started.insert(testID)
    case "testEnded":
      guard let testID else { return flag("a test ended without an ID") }
      if ended.contains(testID) { flag("a test ended twice: \(testID)") }
      if suites.contains(testID) {
        if openSuites.last != testID { flag("a suite ended that was not the innermost running one: \(testID)") }
        openSuites.removeAll { $0 == testID }
      } else if functionNames[testID] != nil {
        if running != testID { flag("\(testID) ended but was not running") }
        running = nil
        functionsEnded.append(testID)
      } else {
        flag("a test that was never declared ended: \(testID)")
      }
      ended.insert(testID)
    case "testSkipped":
      guard let testID else { return }
      if functionNames[testID] == nil && !suites.contains(testID) { flag("a test that was never declared was skipped: \(testID)") }
      if started.contains(testID) || running == testID { flag("a running test was skipped: \(testID)") }
      skipped.insert(testID)
    case "issueRecorded":
      guard let testID else { return }
      // An issue can only cost points, and a task a test left running may record one late: only an ID that Swift
      // Testing never declared is suspect.
      if functionNames[testID] == nil && !suites.contains(testID) {
        flag("an issue was recorded for a test that was never declared: \(testID)")
      }
      let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
      let isKnown = (payload["issue"] as? [String: Any])?["isKnown"] as? Bool ?? false
      issues[testID, default: []].append(RecordedIssue(messages: messages, isKnown: isKnown))
    default:
      return
    }
  }

  /// The event kinds whose order the log checks.
  private static let knownKinds: Set<String> = ["testStarted", "testEnded", "testSkipped", "issueRecorded", "runEnded"]
}
