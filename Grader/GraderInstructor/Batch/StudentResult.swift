import GraderCore
/// One student's outcome in a batch: a report, or why there could be none.
public struct StudentResult: Codable, Sendable, Equatable {
  /// The name of the student's submission folder.
  public var student: String
  public var report: GradeReport?
  /// Why the submission could not be graded, when it could not.
  public var problem: String?
  /// Things the instructor should know: edited kit files that were ignored, skipped links.
  public var notes: [String] = []
  /// Seconds spent on this student.
  public var seconds: Double = 0

  public init(student: String, report: GradeReport? = nil, problem: String? = nil, notes: [String] = [], seconds: Double = 0) {
    self.student = student
    self.report = report
    self.problem = problem
    self.notes = notes
    self.seconds = seconds
  }
}
