/// What kind of question it is, which decides how it is answered and graded.
public enum QuestionKind: String, Codable, CaseIterable, Sendable {
  case choice
  case trueFalse = "true-false"
  case fillIn = "fill-in"
  case fix
  case predict
  case code
  /// The student writes tests; they are scored by the faulty versions of a subject they catch.
  case testWriting = "test-writing"
  case open

  /// Whether the grader scores it; `open` questions are graded by the instructor.
  public var isAutomatic: Bool { self != .open }

  /// Whether it is answered with constants the grader reads from the source (choice, true/false, fill-in, prediction).
  public var isClosed: Bool { [.choice, .trueFalse, .fillIn, .predict].contains(self) }
}
