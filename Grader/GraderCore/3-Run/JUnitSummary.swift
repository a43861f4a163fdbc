/// Swift Testing's own JUnit summary of a run, read from a second channel to confirm what the event stream said.
///
/// Swift Testing writes it from its own records once the run has ended. Student code that forges the event stream and
/// then ends the process leaves no summary (or one that disagrees), so a forged stream does not go unnoticed.
struct JUnitSummary: Sendable, Equatable {
  /// Each test case (`Target.Suite/name()`), and whether it recorded a failure.
  package var failed: [String: Bool] = [:]

  /// Reads the summary; `nil` when the text is not a complete one.
  package init?(xml: String) {
    guard xml.contains("</testsuites>") else { return nil }
    var rest = Substring(xml)
    while let start = rest.range(of: "<testcase ") {
      rest = rest[start.upperBound...]
      guard let classname = Self.attribute("classname", in: rest), let name = Self.attribute("name", in: rest),
        let tagEnd = rest.firstIndex(of: ">")
      else { return nil }
      let selfClosing = rest[..<tagEnd].hasSuffix("/")
      var body = Substring("")
      if !selfClosing {
        guard let close = rest.range(of: "</testcase>") else { return nil }
        body = rest[tagEnd..<close.lowerBound]
      }
      let key = classname + "/" + name
      if failed[key] != nil { return nil }
      failed[key] = body.contains("<failure")
    }
  }

  /// What the summary contradicts in `finished` (test case key → passed), as sentences for the instructor.
  func disagreements(with finished: [String: Bool]) -> [String] {
    var problems: [String] = []
    for (key, passed) in finished.sorted(by: { $0.key < $1.key }) {
      guard let failedHere = failed[key] else {
        problems.append("\(key) has a result in the event stream but not in Swift Testing's summary")
        continue
      }
      if failedHere == passed { problems.append("\(key) \(passed ? "passed" : "failed") in the event stream but not in the summary") }
    }
    for key in failed.keys.sorted() where finished[key] == nil {
      problems.append("\(key) is in Swift Testing's summary but has no result in the event stream")
    }
    return problems
  }

  private static func attribute(_ name: String, in text: Substring) -> String? {
    guard let tagEnd = text.firstIndex(of: ">"), let start = text[..<tagEnd].range(of: " \(name)=\"") ?? (text.hasPrefix("\(name)=\"") ? text.range(of: "\(name)=\"") : nil),
      let end = text[start.upperBound..<tagEnd].firstIndex(of: "\"")
    else { return nil }
    return String(text[start.upperBound..<end])
  }
}
