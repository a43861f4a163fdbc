/// What kind of question it is, which decides how it is answered and graded.
public enum QuestionKind: String, Codable, CaseIterable, Sendable {
  case choice
  case trueFalse = "true-false"
  case fillIn = "fill-in"
  case fix
  case predict
  case code
  case open

  /// Whether the grader scores it; `open` questions are graded by the instructor.
  public var isAutomatic: Bool { self != .open }
}
