/// When students see a result on Gradescope, in Gradescope's own words (its `visibility` and `stdout_visibility`).
public enum Visibility: String, Codable, CaseIterable, Sendable {
  /// Always shown (Gradescope's default for a test).
  case visible
  /// Never shown to students; instructors always see it.
  case hidden
  /// Shown once the due date (or the late due date) has passed.
  case afterDueDate = "after_due_date"
  /// Shown once the instructor publishes the grades.
  case afterPublished = "after_published"
}
