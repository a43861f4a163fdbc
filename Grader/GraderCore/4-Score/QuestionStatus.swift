/// The overall outcome of one question on the report.
public enum QuestionStatus: String, Codable, CaseIterable, Sendable {
  case passed
  case partial
  case failed
  case unanswered
  case compileError = "compile-error"
  case crashed
  case timedOut = "timed-out"
  /// Student code interfered with grading (forged results, symbols that belong to other modules, …): zero points.
  case tampered
  /// An open question waiting for the instructor.
  case manual
  /// An open question the instructor has scored in a review file.
  case reviewed

  /// The status of a question decided by `checks`: a compile error, crash or time-out outranks the score.
  static func decided(by checks: [CheckResult]) -> QuestionStatus {
    let statuses = checks.map(\.status)
    if statuses.contains(.tampered) { return .tampered }
    if statuses.contains(.notCompiled) { return .compileError }
    if statuses.contains(where: { if case .crashed = $0 { true } else { false } }) { return .crashed }
    if statuses.contains(.timedOut) { return .timedOut }
    let passed = statuses.filter(\.isPassed).count
    if passed == statuses.count { return .passed }
    if passed > 0 { return .partial }
    return statuses.allSatisfy { $0 == .unanswered } ? .unanswered : .failed
  }
}
