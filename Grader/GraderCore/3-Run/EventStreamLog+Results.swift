extension EventStreamLog {
  /// The text that starts an issue's comment when the student left the answer empty (see `GradingSupport`).
  public static let unansweredMarker = "[unanswered]"

  /// The result of a check that started and ended in this stream, or `nil` if it did not end.
  public func finishedResult(id: String, name: String) -> CheckResult? {
    guard started.contains(id), ended.contains(id) else { return nil }
    if skipped.contains(id) {
      return CheckResult(name: name, status: .failed, message: "skipped / 被跳过")
    }
    let failures = issues[id, default: []].filter { !$0.isKnown }
    if failures.isEmpty {
      return CheckResult(name: name, status: .passed)
    }
    let marker = Self.unansweredMarker
    let unanswered = failures.allSatisfy { issue in issue.messages.contains { $0.hasPrefix(marker) } }
    let lines: [String] = failures.flatMap { issue in
      unanswered
        ? issue.messages.filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)).trimmingWhitespace }
        : issue.messages.filter { $0 != "Issue recorded" }
    }
    return CheckResult(name: name, status: unanswered ? .unanswered : .failed, message: lines.joined(separator: "\n"))
  }
}

extension String {
  /// The string without leading and trailing whitespace and newlines.
  package var trimmingWhitespace: String {
    var slice = Substring(self)
    while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
    while slice.last?.isWhitespace == true { slice = slice.dropLast() }
    return String(slice)
  }
}
