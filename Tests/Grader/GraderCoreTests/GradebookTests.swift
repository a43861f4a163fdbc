import Testing
@testable import GraderCore

@Suite struct GradebookTests {
  private let text = LocalizedText(en: "Title", zh: "标题")

  private var course: Course {
    func question(_ id: String, _ kind: QuestionKind, _ section: String, _ points: Double) -> Question {
      Question(
        id: id, kind: kind, section: section, points: points, exercise: kind == .open ? "O" : "M",
        suite: kind == .open ? nil : "S", checks: kind == .open ? nil : ["a", "b"], scoring: nil,
        answer: kind == .open ? "answer1" : nil, title: text, hint: text, explanation: text)
    }
    return Course(
      schemaVersion: 1, title: text, sections: [.init(id: "coding", title: text), .init(id: "open", title: text)],
      lessons: [
        Lesson(
          id: "di", folder: "L", title: text, exercises: [],
          questions: [question("di.code1", .code, "coding", 8), question("di.fix1", .fix, "coding", 8), question("di.open1", .open, "open", 5)])
      ])
  }

  private func results() -> [StudentResult] {
    let lesson = course.lessons[0]
    let code = Scorer.grade(lesson.questions[0], lesson: lesson, checks: [
      CheckResult(name: "a", status: .passed), CheckResult(name: "b", status: .crashed(signal: 4)),
    ])
    let fix = Scorer.grade(lesson.questions[1], lesson: lesson, checks: [
      CheckResult(name: "a", status: .notCompiled), CheckResult(name: "b", status: .notCompiled),
    ], diagnostics: "error: x")
    let open = Scorer.manual(lesson.questions[2], lesson: lesson, answer: "我的回答\n第二行")
    let report = Scorer.report(course: course, sources: .lessons, questions: [code, fix, open], durationSeconds: 1)
    return [
      StudentResult(student: "alice", report: report, notes: ["edited kit files ignored (graded with the instructor's): Tests/T.swift"]),
      StudentResult(student: "=evil", problem: "no Lessons folder in the submission"),
    ]
  }

  @Test func gradebookHasAColumnPerQuestionTotalsAndNotes() {
    let rows = CSV.parse(Gradebook.csv(results(), course: course))
    #expect(rows[0] == ["student", "di.code1", "di.fix1", "di.open1", "automatic", "automatic max", "open", "open max", "total", "total max", "notes"])
    #expect(Array(rows[1].prefix(10)) == ["alice", "4", "0", "", "4", "16", "0", "5", "4", "21"])
    #expect(rows[1][10] == "compile-error: di.fix1; crashed: di.code1; awaiting review: di.open1; edited kit files ignored (graded with the instructor's): Tests/T.swift")
    #expect(rows[2][0] == "'=evil" && rows[2][10] == "not graded: no Lessons folder in the submission")
  }

  @Test func openAnswersAndTheReviewTemplateListWhatAwaitsReview() throws {
    let markdown = Gradebook.openAnswers(results(), course: course)
    #expect(markdown.contains("## di.open1") && markdown.contains("### alice\n\n> 我的回答\n> 第二行"))
    let template = CSV.parse(Gradebook.reviewTemplate(results(), course: course))
    #expect(template == [ReviewFile.header, ["alice", "di.open1", "", ""]])
    // The template, once filled in, is a valid review file.
    let filled = Gradebook.reviewTemplate(results(), course: course).replacingOccurrences(of: "di.open1,,", with: "di.open1,3,ok")
    #expect(try ReviewFile.parse(csv: filled, course: course).reviews(for: "alice")["di.open1"]?.points == 3)
  }
}
