extension GradeReport.Question {
  /// Whether reports show the question as not started, whatever its kind: its exercise is still the shipped stub
  /// (`notStarted`), its closed answers are all still empty (`unanswered`), or its open answer is blank.
  ///
  /// Every instructor's view (Gradescope, the gradebook, the class report) uses this one rule, so an untouched
  /// test-writing stub, an empty quiz and a blank open answer read the same everywhere.
  public var showsNotStarted: Bool {
    if status == .passed || status == .reviewed { return false }
    if isNotStarted || status == .unanswered { return true }
    return status == .manual && (answer ?? "").allSatisfy(\.isWhitespace)
  }

  /// An open question whose answer is not blank and that the instructor has not reviewed yet.
  public var isAwaitingReview: Bool {
    status == .manual && !showsNotStarted
  }
}
