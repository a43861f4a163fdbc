import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct ScorerTests {
  private func question(points: Double = 9, scoring: Scoring? = nil, section: String = "coding") -> Question {
    Question(
      id: "x.q", kind: section == "open" ? .open : .code, section: section, points: points, exercise: "M",
      suite: "S", checks: ["a", "b", "c"], scoring: scoring, answer: section == "open" ? "answer1" : nil,
      title: LocalizedText(en: "t", zh: "题"), hint: LocalizedText(en: "h", zh: "提"),
      explanation: LocalizedText(en: "e", zh: "解"))
  }

  private let lesson = Lesson(id: "x", folder: "X", title: LocalizedText(en: "L", zh: "课"), exercises: [], questions: [])

  private func checks(_ statuses: CheckStatus...) -> [CheckResult] {
    statuses.enumerated().map { CheckResult(name: "c\($0.offset)", status: $0.element) }
  }

  @Test func proportionalScoreIsTheFractionPassed() {
    let graded = Scorer.grade(question(), lesson: lesson, checks: checks(.passed, .failed, .passed))
    #expect(graded.score == 6)
    #expect(graded.status == .partial)
    #expect(graded.hint != nil && graded.explanation == nil)
  }

  /// In the student edition a check costs what it costs in the teacher's run (the share the stub's requirement lines
  /// give), not a larger share of the fewer checks the student runs; a stub still earns nothing, a full run everything.
  @Test func aHeldBackCheckKeepsEveryVisibleChecksWeight() {
    var edition = question(points: 8)
    edition.checks = ["c0", "c1", "c2", "c3", "c4"]
    edition.heldBackChecks = 1
    let oneFailed = Scorer.grade(edition, lesson: lesson, checks: checks(.passed, .passed, .failed, .passed, .passed))
    #expect(oneFailed.score == Scorer.rounded(8 * 5 / 6) && oneFailed.status == .partial)
    let allFailed = Scorer.grade(edition, lesson: lesson, checks: checks(.failed, .failed, .failed, .failed, .failed))
    #expect(allFailed.score == 0)
    let allPassed = Scorer.grade(edition, lesson: lesson, checks: checks(.passed, .passed, .passed, .passed, .passed))
    #expect(allPassed.score == 8 && allPassed.status == .passed)
    let tampered = Scorer.grade(edition, lesson: lesson, checks: checks(.passed, .tampered, .passed, .passed, .passed))
    #expect(tampered.score == 0)
  }

  @Test func partialScoresRoundToHundredths() {
    let graded = Scorer.grade(question(points: 8), lesson: lesson, checks: checks(.passed, .failed, .failed))
    #expect(graded.score == 2.67)
  }

  @Test func allOrNothingGivesNothingUnlessAllPass() {
    let some = Scorer.grade(question(scoring: .allOrNothing), lesson: lesson, checks: checks(.passed, .passed, .failed))
    #expect(some.score == 0)
    let all = Scorer.grade(question(scoring: .allOrNothing), lesson: lesson, checks: checks(.passed, .passed, .passed))
    #expect(all.score == 9)
    #expect(all.status == .passed && all.explanation != nil && all.hint == nil)
  }

  @Test func compileHintsExplainOnlyTheDiagnosticsTheyMatch() {
    var hinted = question()
    let missingInit = LocalizedText(en: "Todo(title:) needs defaults", zh: "Todo(title:) 需要默认值")
    let wrongLabel = LocalizedText(en: "add(_:) has another label", zh: "add(_:) 的标签不对")
    hinted.compileHints = [
      CompileHint(pattern: "missing argument(s)? for parameter", message: missingInit),
      CompileHint(pattern: "does not conform to protocol 'TodoRepository'", message: wrongLabel),
    ]
    let diagnostics = "Tests/X/S.swift:3:9: error: missing argument for parameter 'isDone' in call"
    let broken = Scorer.grade(hinted, lesson: lesson, checks: checks(.notCompiled, .notCompiled), diagnostics: diagnostics)
    #expect(broken.compileHints == [missingInit])
    let built = Scorer.grade(hinted, lesson: lesson, checks: checks(.failed, .passed))
    #expect(built.compileHints == nil)
    #expect(!CompileHint(pattern: "(unclosed", message: missingInit).matches("(unclosed"))
  }

  @Test func statusPriority() {
    #expect(QuestionStatus.decided(by: checks(.passed, .notCompiled)) == .compileError)
    #expect(QuestionStatus.decided(by: checks(.passed, .timedOut, .crashed(signal: 4))) == .crashed)
    #expect(QuestionStatus.decided(by: checks(.passed, .timedOut)) == .timedOut)
    #expect(QuestionStatus.decided(by: checks(.unanswered, .unanswered)) == .unanswered)
    #expect(QuestionStatus.decided(by: checks(.unanswered, .failed)) == .failed)
    #expect(QuestionStatus.decided(by: checks(.missing)) == .failed)
  }

  @Test func openQuestionsAreManualAndOutOfTheAutomaticTotal() {
    let course = Course(
      schemaVersion: 1, title: LocalizedText(en: "C", zh: "课"),
      sections: [
        .init(id: "coding", title: LocalizedText(en: "Coding", zh: "编程")),
        .init(id: "open", title: LocalizedText(en: "Open", zh: "开放")),
        .init(id: "quiz", title: LocalizedText(en: "Quiz", zh: "测验")),
      ],
      lessons: [])
    let coding = Scorer.grade(question(), lesson: lesson, checks: checks(.passed, .passed, .failed))
    let open = Scorer.manual(question(points: 5, section: "open"), lesson: lesson, answer: "因为……")
    let report = Scorer.report(course: course, sources: .lessons, questions: [coding, open], durationSeconds: 1.234)
    #expect(report.score == 6 && report.maxScore == 9 && report.manualMaxScore == 5)
    #expect(report.sections.map(\.id) == ["coding", "open"])
    #expect(report.sections[1].maxScore == 0 && report.sections[1].manualMaxScore == 5)
    #expect(open.status == .manual && open.answer == "因为……")
    #expect(!report.isFullMarks)
    #expect(abs(report.percent - 66.67) < 0.01)
    #expect(report.durationSeconds == 1.23)
  }
}

/// Hidden checks reach reports (and so students, through Gradescope and Classroom) without their name, message or output.
@Suite struct HiddenCheckReportTests {
  static func question(hiddenRequirementShared: Bool) -> Question {
    var question = Question(
      id: "x.code1", kind: .code, section: "coding", points: 3, exercise: "X", suite: "S", checks: ["a", "b"],
      hiddenChecks: ["keepsTitlesWithEmoji"],
      title: .init(en: "t", zh: "t"), hint: .init(en: "h", zh: "h"), explanation: .init(en: "e", zh: "e"))
    question.requirements = hiddenRequirementShared
      ? [
        Requirement(id: "first", checks: ["a"], points: 1, text: .init(en: "does a", zh: "做到 a")),
        Requirement(id: "keeps", checks: ["b", "keepsTitlesWithEmoji"], points: 2, text: .init(en: "keeps titles", zh: "保留标题")),
      ]
      : [
        Requirement(id: "first", checks: ["a", "b"], points: 2, text: .init(en: "does a", zh: "做到 a")),
        Requirement(id: "emoji", checks: ["keepsTitlesWithEmoji"], points: 1, text: .init(en: "emoji titles", zh: "表情标题")),
      ]
    return question
  }

  static let lesson = Lesson(id: "x", folder: "01-X", title: .init(en: "x", zh: "x"), exercises: [], questions: [])

  @Test func aFailedHiddenCheckShowsNeitherItsNameNorWhatItSaw() {
    let graded = Scorer.grade(Self.question(hiddenRequirementShared: true), lesson: Self.lesson, checks: [
      CheckResult(name: "a", status: .passed, message: ""),
      CheckResult(name: "b", status: .passed, message: ""),
      CheckResult(name: "keepsTitlesWithEmoji", status: .crashed(signal: 11), message: "emoji 🐛 lost\nFatal error: Hidden/X+Hidden.swift:9"),
    ])
    let hidden = graded.checks[2]
    #expect(hidden.name == "hidden-1")
    #expect(hidden.message == GradeReport.Check.hiddenFailure + " (crashed)")
    #expect(hidden.requirement?.id == "keeps")
    #expect(graded.score == 2)
  }

  @Test func aRequirementOnlyHiddenChecksProveIsNotNamedEither() {
    let graded = Scorer.grade(Self.question(hiddenRequirementShared: false), lesson: Self.lesson, checks: [
      CheckResult(name: "a", status: .passed, message: ""),
      CheckResult(name: "b", status: .failed, message: "saw b"),
      CheckResult(name: "keepsTitlesWithEmoji", status: .failed, message: "emoji lost"),
    ])
    #expect(graded.checks[1].message == "saw b" && graded.checks[1].requirement?.id == "first")
    #expect(graded.checks[2].requirement == nil)
    #expect(!"\(graded)".contains("emoji") && !"\(graded)".contains("Emoji"))
  }
}
