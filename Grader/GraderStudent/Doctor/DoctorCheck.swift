import GraderCore
/// One thing `grader doctor` checks, and what it found.
public struct DoctorCheck: Sendable, Equatable {
  /// How it came out.
  public enum Outcome: Sendable, Equatable {
    case ok
    /// Worth knowing, but grading works.
    case warning
    /// Grading cannot work until it is fixed.
    case problem
  }

  public var title: LocalizedText
  public var outcome: Outcome
  /// What was found, such as the version.
  public var detail: String
  /// The exact fix, when it is not ok.
  public var fix: LocalizedText?
}
