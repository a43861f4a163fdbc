/// One student's outcome in a batch: a report, or why there could be none.
public struct StudentResult: Sendable {
  /// The name of the student's submission folder.
  public var student: String
  public var report: GradeReport?
  /// Why the submission could not be graded, when it could not.
  public var problem: String?
  /// Things the instructor should know: edited kit files that were ignored, skipped links.
  public var notes: [String] = []
  /// Seconds spent on this student.
  public var seconds: Double = 0
}
