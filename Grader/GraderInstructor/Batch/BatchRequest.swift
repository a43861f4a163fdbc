import Foundation
import GraderCore

/// What `grader batch` grades, and where it writes.
public struct BatchRequest: Sendable {
  /// The instructor's kit: its tests, manifest and package are the only ones used.
  public var kitRoot: URL
  /// A folder with one subfolder per student.
  public var submissions: URL
  /// Where the gradebook and the reports go.
  public var output: URL
  /// How many students are graded at once, each in a workspace of its own.
  public var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// The limit for each check.
  public var timeout: Duration = .seconds(10)
  /// The most time one student's checks may take in all.
  public var budget: Duration = GradeRequest.defaultBudget
  /// The most time one student's whole grading (builds included) may take before its grading process is stopped.
  public var studentLimit: Duration = .seconds(1800)
  public var reviews: ReviewFile?
  /// This machine's share of the class, when several machines grade it together.
  public var shard: Shard?
  public var environment: [String: String] = ProcessInfo.processInfo.environment
  /// The grader executable, which grades each student in a child process; `nil` grades in this process.
  public var launcher: String? = GraderExecutable.path
  /// Reuse the results of students graded by an earlier, interrupted run of the same batch when nothing changed.
  public var resumes = true
  /// The part of the course the assignment covers (everything by default).
  public var scope = AssignmentScope()

  public init(kitRoot: URL, submissions: URL, output: URL) {
    self.kitRoot = kitRoot
    self.submissions = submissions
    self.output = output
  }
}
