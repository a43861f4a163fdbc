import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct ReviewFileTests {
  private let text = LocalizedText(en: "t", zh: "题")

  private var course: Course {
    let open = Question(
      id: "di.open1", kind: .open, section: "open", points: 5, exercise: "O", suite: nil, checks: nil, scoring: nil,
      answer: "answer1", title: text, hint: text, explanation: text)
    let code = Question(
      id: "di.code1", kind: .code, section: "coding", points: 8, exercise: "M", suite: "S", checks: ["a"], scoring: nil,
      answer: nil, title: text, hint: text, explanation: text)
    return Course(
      schemaVersion: 1, title: text, sections: [.init(id: "coding", title: text), .init(id: "open", title: text)],
      lessons: [Lesson(id: "di", folder: "L", title: text, exercises: [], questions: [code, open])])
  }

  @Test func parsesRowsWithQuotedCommentsAndChineseText() throws {
    let file = try ReviewFile.parse(
      csv: "Student,Question,Points,Comment\r\nalice,di.open1,4.5,\"清楚, 但太短\"\n'=bob,di.open1,0,\n", course: course)
    #expect(file.entries.count == 2)
    #expect(file.reviews(for: "alice")["di.open1"] == GradeReport.Review(points: 4.5, comment: "清楚, 但太短"))
    #expect(file.reviews(for: "=bob")["di.open1"]?.points == 0)
    #expect(file.reviews(for: "carol").isEmpty)
  }

  @Test(arguments: [
    "question,points\n",
    "student,question,points,comment\nalice,di.code1,4,\n",
    "student,question,points,comment\nalice,di.nope,4,\n",
    "student,question,points,comment\nalice,di.open1,6,\n",
    "student,question,points,comment\nalice,di.open1,-1,\n",
    "student,question,points,comment\nalice,di.open1,four,\n",
    "student,question,points,comment\nalice,di.open1,1,\nalice,di.open1,2,\n",
  ])
  func badFilesAreRejected(_ csv: String) {
    #expect(throws: KitError.self) { try ReviewFile.parse(csv: csv, course: course) }
  }

  @Test func applyingReviewsScoresOnlyOpenQuestions() {
    let lesson = course.lessons[0]
    let open = Scorer.manual(lesson.questions[1], lesson: lesson, answer: "因为……")
    let code = Scorer.grade(lesson.questions[0], lesson: lesson, checks: [CheckResult(name: "a", status: .passed)])
    let report = Scorer.report(course: course, sources: .lessons, questions: [code, open], durationSeconds: 0)
    let reviewed = report.applying([
      "di.open1": GradeReport.Review(points: 9, comment: "great"), "di.code1": GradeReport.Review(points: 0, comment: "x"),
    ])
    #expect(reviewed.questions[1].status == .reviewed && reviewed.questions[1].score == 5)
    #expect(reviewed.questions[1].review == GradeReport.Review(points: 5, comment: "great"))
    #expect(reviewed.questions[0] == report.questions[0])
    #expect(reviewed.score == 8 && reviewed.manualScore == 5 && reviewed.manualMaxScore == 5)
  }
}
