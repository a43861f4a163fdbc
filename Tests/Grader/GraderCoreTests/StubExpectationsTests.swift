import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct StubExpectationsTests {
  private let text = LocalizedText(en: "t", zh: "题")

  private var course: Course {
    func question(_ id: String, _ exercise: String) -> Question {
      Question(
        id: id, kind: .code, section: "coding", points: 4, exercise: exercise, suite: "S", checks: ["a", "b"],
        scoring: nil, answer: nil, title: text, hint: text, explanation: text)
    }
    return Course(
      schemaVersion: 1, title: text, sections: [.init(id: "coding", title: text)],
      lessons: [
        Lesson(
          id: "l", folder: "L", title: text,
          exercises: [
            Exercise(module: "Runs", folder: "R", testTarget: "RunsTests", stubBuilds: true),
            Exercise(module: "Broken", folder: "B", testTarget: "BrokenTests", stubBuilds: false),
          ],
          questions: [question("l.runs", "Runs"), question("l.broken", "Broken")])
      ])
  }

  private func report(runs: [CheckStatus], broken: [CheckStatus]) -> GradeReport {
    let lesson = course.lessons[0]
    func checks(_ statuses: [CheckStatus]) -> [CheckResult] {
      statuses.enumerated().map { CheckResult(name: ["a", "b"][$0.offset], status: $0.element) }
    }
    return Scorer.report(
      course: course, sources: .lessons,
      questions: [
        Scorer.grade(lesson.questions[0], lesson: lesson, checks: checks(runs)),
        Scorer.grade(lesson.questions[1], lesson: lesson, checks: checks(broken)),
      ], durationSeconds: 0)
  }

  @Test func stubsThatFailTheRightWayPass() {
    #expect(StubExpectations.problems(in: report(runs: [.failed, .unanswered], broken: [.notCompiled, .notCompiled]), course: course) == [])
  }

  @Test func aPassingCheckOrTheWrongKindOfFailureIsReported() {
    let problems = StubExpectations.problems(in: report(runs: [.passed, .failed], broken: [.failed, .failed]), course: course)
    #expect(problems == [
      "l.runs: the stub is partial, expected failed or unanswered",
      "l.runs: the stub scores 2",
      "l.runs: check a passes against the stub",
      "l.broken: the stub is failed, expected compile-error",
    ])
  }
}
