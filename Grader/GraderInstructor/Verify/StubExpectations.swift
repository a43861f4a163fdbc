import GraderCore
/// What a report of the untouched stubs must show: every automatic check fails, the way the manifest says.
package enum StubExpectations {
  /// Everything in a stubs report that breaks the rule, one line each; empty when the stubs behave.
  ///
  /// An exercise whose stub is meant to build must fail at run time (`failed` or `unanswered`); one that is not meant
  /// to build must be a `compile-error`. No check may pass and no question may score.
  package static func problems(in report: GradeReport, course: Course) -> [String] {
    var stubBuilds: [String: Bool] = [:]
    var exerciseOf: [String: String] = [:]
    for lesson in course.lessons {
      for exercise in lesson.exercises { stubBuilds[exercise.module] = exercise.stubBuilds }
      for question in lesson.questions { exerciseOf[question.id] = question.exercise }
    }
    var problems: [String] = []
    for question in report.questions where question.isAutomatic {
      let builds = exerciseOf[question.id].flatMap { stubBuilds[$0] } ?? true
      let expected: Set<QuestionStatus> = builds ? [.failed, .unanswered] : [.compileError]
      if !expected.contains(question.status) {
        let names = expected.map(\.rawValue).sorted().joined(separator: " or ")
        problems.append("\(question.id): the stub is \(question.status.rawValue), expected \(names)")
      }
      if question.score != 0 { problems.append("\(question.id): the stub scores \(TextReport.number(question.score))") }
      for check in question.checks where check.passed {
        problems.append("\(question.id): check \(check.name) passes against the stub")
      }
    }
    return problems
  }
}
