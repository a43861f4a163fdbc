/// Which tree the exercise modules are built from.
public enum Sources: String, Codable, Sendable {
  /// The student's work.
  case lessons = "Lessons"
  /// The reference answers, the kit's self-check.
  case solutions = "Solutions"
}
