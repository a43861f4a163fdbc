import KitSupport
import Testing

/// The text that starts an issue's comment when the student left the answer empty.
///
/// The grader reports a check as `unanswered` instead of `failed` when every issue it recorded starts with this text.
public let unansweredMarker = "[unanswered]"

/// Returns the student's answer, or records an `unanswered` issue and returns `nil` when there is none.
public func answered<Value>(
  _ value: Value?,
  _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Value? {
  guard let value else {
    Issue.record("\(unansweredMarker) \(label): 还没有作答 / not answered yet", sourceLocation: sourceLocation)
    return nil
  }
  return value
}

/// Returns the student's text answer, or records an `unanswered` issue and returns `nil` when it is blank.
public func answered(
  _ text: String,
  _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
  let blank = text.allSatisfy { $0.isWhitespace }
  return answered(blank ? nil : text, label, sourceLocation: sourceLocation)
}
