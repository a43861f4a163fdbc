import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct CourseValidationTests {
  private let text = LocalizedText(en: "text", zh: "文字")

  private func course(_ questions: [Question], exercises: [Exercise]? = nil) -> Course {
    Course(
      title: text,
      sections: ["quiz", "fill-in", "coding", "open"].map { Course.Section(id: $0, title: text) },
      lessons: [
        Lesson(
          id: "l", folder: "L", title: text,
          exercises: exercises ?? [
            Exercise(module: "M", folder: "F", testTarget: "MTests", stubBuilds: true, files: ["M.swift"]),
            Exercise(module: "O", folder: "O", testTarget: nil, stubBuilds: true, files: ["O.swift"]),
          ],
          questions: questions)
      ])
  }

  private func question(_ id: String, kind: QuestionKind = .code, section: String = "coding", points: Double = 1) -> Question {
    var question = Question(
      id: id, kind: kind, section: section, points: points, exercise: kind == .open ? "O" : "M",
      suite: kind == .open ? nil : "S", checks: kind == .open ? nil : ["a"], scoring: nil,
      answer: kind == .open ? "answer1" : nil, title: text, hint: text, explanation: text)
    if kind == .code || kind == .fix {
      question.requirements = [Requirement(id: "all", checks: ["a"], points: points, text: text)]
    }
    return question
  }

  @Test func soundCourseHasNoProblems() {
    #expect(course([question("l.a"), question("l.o", kind: .open, section: "open")]).problems() == [])
  }

  @Test func aCodeQuestionWithoutRequirementsIsAProblem() {
    var bare = question("l.a")
    bare.requirements = nil
    #expect(course([bare]).problems() == ["l.a: a code question lists its requirements"])
  }

  @Test func duplicateIDsAndNonPositivePoints() {
    let problems = course([question("l.a"), question("l.a", points: 0)]).problems()
    #expect(problems.contains { $0.contains("not unique") })
    #expect(problems.contains { $0.contains("points must be positive") })
  }

  @Test func kindMustMatchSection() {
    let problems = course([question("l.a", kind: .choice, section: "coding")]).problems()
    #expect(problems.contains { $0.contains("belongs in section quiz") })
  }

  @Test func missingTranslationIsAProblem() {
    var q = question("l.a")
    q.hint = LocalizedText(en: "hint", zh: "")
    #expect(course([q]).problems().contains { $0.contains("hint needs both en and zh") })
  }

  @Test func automaticQuestionsNeedSuiteAndChecks() {
    var q = question("l.a")
    q.suite = nil
    q.checks = []
    let problems = course([q]).problems()
    #expect(problems.contains { $0.contains("needs a suite") })
    #expect(problems.contains { $0.contains("at least one check") })
  }

  @Test func everyTestTargetMustGradeAQuestion() {
    let problems = course([question("l.o", kind: .open, section: "open")]).problems()
    #expect(problems.contains { $0.contains("M grades no question") })
  }

  @Test func unknownExerciseIsAProblem() {
    var q = question("l.a")
    q.exercise = "Nope"
    #expect(course([q]).problems().contains { $0.contains("exercise Nope is not in lesson l") })
  }

  /// The grader wraps each fault's description in "your tests did not notice when …": a description that says it
  /// again would read twice in every report.
  @Test func aFaultDescriptionIsOnlyTheClause() {
    var q = question("l.t", kind: .testWriting)
    q.exercise = "T"
    q.suite = nil
    q.checks = nil
    q.faults = [
      Fault(id: "good", description: LocalizedText(en: "load() keeps the old error", zh: "load() 保留了旧的错误")),
      Fault(id: "twiceEn", description: LocalizedText(en: "your tests did not notice when load() hangs", zh: "load() 卡住")),
      Fault(id: "twiceZh", description: LocalizedText(en: "load() hangs", zh: "load() 卡住时，你的测试没有发现")),
    ]
    let tests = Exercise(module: "T", folder: "T", testTarget: nil, stubBuilds: true, kind: .tests, files: ["T.swift"])
    let problems = course([q], exercises: [tests]).problems().filter { $0.contains("repeats what the grader says") }
    #expect(problems.count == 2)
    #expect(problems.contains { $0.contains("twiceEn") } && problems.contains { $0.contains("twiceZh") })
  }
}
