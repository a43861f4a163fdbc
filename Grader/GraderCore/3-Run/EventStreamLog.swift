import Foundation

/// What one test process reported in Swift Testing's JSON event stream (version 0).
///
/// Only the stream decides results: a test passed when it started, ended and recorded no issue that was not known.
/// Lines that are not JSON, unknown record kinds and unknown fields are ignored, so a stream cut short by a crash still
/// yields everything written before it.
public struct EventStreamLog: Sendable, Equatable {
  /// An issue a test recorded: its message lines (the failure, then any comments).
  public struct RecordedIssue: Sendable, Equatable {
    public var messages: [String]
    public var isKnown: Bool
  }

  /// Test function IDs and their names, such as `answer()`.
  public private(set) var functionNames: [String: String] = [:]
  public private(set) var started: Set<String> = []
  public private(set) var ended: Set<String> = []
  public private(set) var skipped: Set<String> = []
  public private(set) var issues: [String: [RecordedIssue]] = [:]
  public private(set) var runEnded = false

  public init() {}

  /// Parses a JSON Lines event stream.
  public init(parsing text: String) {
    for line in text.split(whereSeparator: \.isNewline) {
      guard let data = line.data(using: .utf8),
        let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let payload = record["payload"] as? [String: Any]
      else { continue }
      switch record["kind"] as? String {
      case "test": readTest(payload)
      case "event": readEvent(payload)
      default: continue
      }
    }
  }

  /// The ID of the test function `name()` in the given suite of a test target, if the stream listed it.
  public func functionID(testTarget: String, suite: String, name: String) -> String? {
    let prefix = "\(testTarget).\(suite)/\(name)("
    return functionNames.keys.filter { $0.hasPrefix(prefix) }.min()
  }

  private mutating func readTest(_ payload: [String: Any]) {
    guard payload["kind"] as? String == "function",
      let id = payload["id"] as? String,
      let name = payload["name"] as? String
    else { return }
    functionNames[id] = name
  }

  private mutating func readEvent(_ payload: [String: Any]) {
    let testID = payload["testID"] as? String
    switch payload["kind"] as? String {
    case "testStarted": testID.map { _ = started.insert($0) }
    case "testEnded": testID.map { _ = ended.insert($0) }
    case "testSkipped": testID.map { _ = skipped.insert($0) }
    case "runEnded": runEnded = true
    case "issueRecorded":
      guard let testID else { return }
      let messages = (payload["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
      let isKnown = (payload["issue"] as? [String: Any])?["isKnown"] as? Bool ?? false
      issues[testID, default: []].append(RecordedIssue(messages: messages, isKnown: isKnown))
    default: return
    }
  }
}
