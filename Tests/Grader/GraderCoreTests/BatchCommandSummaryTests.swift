import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// What `grader batch` prints once the class is graded.
@Suite struct BatchCommandSummaryTests {
  @Test func theSummarySaysWhatWasGradedAndWhatWasNot() {
    let results = [
      StudentResult(student: "alice", report: ReportFixtures.report, seconds: 2),
      StudentResult(student: "bob", report: ReportFixtures.report, seconds: 4),
      StudentResult(student: "eve\u{1B}[2J", problem: "no Lessons folder"),
    ]
    let output = URL(fileURLWithPath: "/tmp/grades")
    let whole = BatchCommand.resultSummary(
      results, seconds: 7, jobs: 4, scope: AssignmentScope(), output: output, closedOutput: false)
    let lines = whole.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "graded 2 of 3 submissions in 7 s (3 s per student, 3 at a time)")
    let notGraded = lines.filter { $0.hasPrefix("not graded: ") }
    #expect(notGraded.count == 1 && notGraded[0].hasPrefix("not graded: eve") && notGraded[0].hasSuffix(": no Lessons folder"))
    #expect(!whole.contains("\u{1B}"), "student text is escaped")
    #expect(Array(lines.suffix(3)) == ["gradebook: /tmp/grades/gradebook.csv", "class report: /tmp/grades/class-report.html", ""])
    #expect(!whole.contains("assignment:") && !whole.contains("closed "))

    let scoped = BatchCommand.resultSummary(
      Array(results.prefix(1)), seconds: 2, jobs: 4, scope: AssignmentScope(lessonIDs: ["di"]), output: output,
      closedOutput: true)
    #expect(scoped.hasPrefix("graded 1 of 1 submissions in 2 s (2 s per student, 1 at a time)\n"))
    #expect(scoped.contains("\nassignment: lesson di (only these questions are counted)\n"))
    #expect(scoped.hasSuffix("\nclosed /tmp/grades to other users (chmod o-rwx), so student code cannot read the reports\n"))
    #expect(!scoped.contains("not graded"))
  }
}
