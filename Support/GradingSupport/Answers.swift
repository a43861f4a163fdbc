/// The text that starts an issue's comment when the student left the answer empty.
///
/// The grader reports a check as `unanswered` instead of `failed` when every issue it recorded starts with this text.
public let unansweredMarker = "[unanswered]"
