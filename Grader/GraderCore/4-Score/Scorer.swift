/// Turns check results into question scores, section subtotals and the run's total.
public enum Scorer {
  /// The report entry of an automatically graded question.
  public static func grade(
    _ question: Question, lesson: Lesson, checks: [CheckResult], diagnostics: String? = nil, notStarted: Bool = false
  ) -> GradeReport.Question {
    var graded = _grade(question, lesson: lesson, checks: checks, diagnostics: diagnostics)
    graded.heldBackChecks = question.heldBackChecks
    graded.notStarted = notStarted ? true : nil
    return graded
  }

  private static func _grade(
    _ question: Question, lesson: Lesson, checks: [CheckResult], diagnostics: String?
  ) -> GradeReport.Question {
    // A tampered exercise earns nothing, whatever its other checks reported.
    let isTampered = checks.contains { $0.status == .tampered }
    let passed = isTampered ? 0 : checks.filter(\.status.isPassed).count
    let fraction: Double =
      if question.kind == .testWriting {
        isTampered ? 0 : TestWritingScore.fraction(of: checks)
      } else {
        switch question.scoring ?? .proportional {
        case .proportional: proportion(passed: passed, of: checks.count, heldBack: question.heldBackChecks ?? 0)
        case .allOrNothing: !checks.isEmpty && passed == checks.count ? 1 : 0
        }
      }
    var status = QuestionStatus.decided(by: checks)
    if status == .passed && fraction < 1 {
      // A test-writing question whose faulty versions only the teacher runs (the student edition).
      status = .partial
    }
    let hints = diagnostics.map { CompileHint.matching($0, for: question) } ?? []
    return GradeReport.Question(
      id: question.id, lesson: lesson.id, kind: question.kind, section: question.section,
      title: question.title, status: status,
      score: rounded(question.points * fraction), maxScore: question.points,
      checks: checks.map { check in
        GradeReport.Check(
          name: check.name, passed: check.status.isPassed, status: check.status.reportStatus,
          message: check.message,
          requirement: shownRequirement(of: check.name, in: question)
        ).hidingName(ifOneOf: question.hiddenChecks ?? [])
      },
      diagnostics: diagnostics,
      compilerMessages: diagnostics.map(GradeReport.CompilerMessage.all(in:)),
      compileHints: hints.isEmpty ? nil : hints,
      hint: status == .passed ? nil : question.hint,
      explanation: status == .passed ? question.explanation : nil
    )
  }

  /// The share of a question's points that `passed` of its `count` checks earn, when `heldBack` more checks run only in
  /// the teacher's edition (the student edition). Each check keeps the weight it has in the teacher's run, so a failed
  /// check costs its requirement's share as the stub's requirement lines state it (not a larger share of fewer checks);
  /// the checks held back count as passed, unless no check here passed (a stub earns nothing).
  static func proportion(passed: Int, of count: Int, heldBack: Int) -> Double {
    guard count > 0 else { return 0 }
    guard heldBack > 0, passed > 0 else { return Double(passed) / Double(count) }
    return Double(passed + heldBack) / Double(count + heldBack)
  }

  /// The requirement a report names for `check`: none for a hidden check whose requirement only hidden checks prove
  /// (its sentence would say what the hidden check looks at).
  private static func shownRequirement(of check: String, in question: Question) -> GradeReport.CheckRequirement? {
    guard let requirement = question.requirement(ofCheck: check) else { return nil }
    let hidden = question.hiddenChecks ?? []
    if hidden.contains(check) && requirement.checks.allSatisfy(hidden.contains) { return nil }
    return .init(id: requirement.id, text: requirement.text)
  }

  /// The report entry of an open question: its text is captured and left to the instructor.
  public static func manual(
    _ question: Question, lesson: Lesson, answer: String?, notStarted: Bool = false
  ) -> GradeReport.Question {
    GradeReport.Question(
      id: question.id, lesson: lesson.id, kind: question.kind, section: question.section,
      title: question.title, status: .manual, score: 0, maxScore: question.points, checks: [],
      diagnostics: nil, hint: question.hint, explanation: nil, answer: answer ?? "", notStarted: notStarted ? true : nil
    )
  }

  /// Adds up `questions` into sections (in the course's order) and a total.
  public static func report(
    course: Course, sources: Sources, questions: [GradeReport.Question], durationSeconds: Double
  ) -> GradeReport {
    let automatic = questions.filter(\.isAutomatic)
    let sections = course.sections.compactMap { section -> GradeReport.Section? in
      let members = questions.filter { $0.section == section.id }
      guard !members.isEmpty else { return nil }
      let graded = members.filter(\.isAutomatic)
      return GradeReport.Section(
        id: section.id, title: section.title,
        score: rounded(graded.map(\.score).reduce(0, +)),
        maxScore: rounded(graded.map(\.maxScore).reduce(0, +)),
        manualMaxScore: rounded(members.filter { !$0.isAutomatic }.map(\.maxScore).reduce(0, +))
      )
    }
    return GradeReport(
      sources: sources,
      score: rounded(automatic.map(\.score).reduce(0, +)),
      maxScore: rounded(automatic.map(\.maxScore).reduce(0, +)),
      manualMaxScore: rounded(questions.filter { !$0.isAutomatic }.map(\.maxScore).reduce(0, +)),
      manualScore: rounded(questions.compactMap(\.review?.points).reduce(0, +)),
      sections: sections, questions: questions, durationSeconds: rounded(durationSeconds)
    )
  }

  /// Rounds to two decimals, so partial scores print and compare cleanly.
  package static func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}

extension CheckStatus {
  /// The status as reports show it.
  var reportStatus: GradeReport.Check.Status {
    switch self {
    case .passed: .passed
    case .failed: .failed
    case .unanswered: .unanswered
    case .crashed: .crashed
    case .timedOut: .timedOut
    case .notCompiled: .compileError
    case .missing: .missing
    case .tampered: .tampered
    }
  }
}

extension GradeReport.Check {
  /// What every report says of a hidden check's failure: it names neither the check nor what it saw, since reports
  /// reach students (Gradescope, Classroom); the instructor reads the check in the suite's `Hidden/` folder.
  static let hiddenFailure = "[hidden] 老师的一项隐藏检查没有通过 / one of your teacher's hidden checks did not pass"

  /// The name reports give the check `name` of a question whose hidden checks are `hidden`.
  package static func reportedName(of name: String, hidden: [String]) -> String {
    hidden.firstIndex(of: name).map { "hidden-\($0 + 1)" } ?? name
  }

  /// The check as reports show it: a hidden one (from the suite's `Hidden/` folder) as `hidden-N`, with a message that
  /// says only how it ended, never the output or message of the check, which could give it away.
  func hidingName(ifOneOf hidden: [String]) -> Self {
    guard hidden.contains(name) else { return self }
    var shown = self
    shown.name = Self.reportedName(of: name, hidden: hidden)
    shown.message = passed ? "" : Self.hiddenFailure + " (\(status.rawValue))"
    return shown
  }
}
