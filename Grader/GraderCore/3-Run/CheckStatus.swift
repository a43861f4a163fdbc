/// How one check (one `@Test` function) came out.
public enum CheckStatus: Sendable, Equatable {
  case passed
  case failed
  /// It failed only because the student has not answered yet.
  case unanswered
  /// The test process died while the check ran (or before it could start).
  case crashed(signal: Int32?)
  /// The test process ran past its time limit while the check ran and was killed.
  case timedOut
  /// The exercise or its suite did not compile, so the check could not run.
  case notCompiled
  /// The process ended normally but never reported the check.
  case missing
  /// The results of the check's exercise cannot be trusted: student code interfered with grading.
  ///
  /// The whole exercise scores zero; the message says what was detected, for the instructor.
  case tampered

  public var isPassed: Bool { self == .passed }
}
