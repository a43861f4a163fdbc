import GraderCore
/// A question's hints in levels: the manifest's hint first, then, after repeated failures, the failing check's intent.
public struct HintLadder: Sendable, Equatable {
  /// Failed attempts (grades of changed work) after which the second level opens.
  public static let attemptsForSecondLevel = 3

  /// One level of hint.
  public struct Level: Sendable, Equatable {
    public var number: Int
    public var text: LocalizedText
  }

  /// The levels open to the student now, in order; the first is always there.
  public var levels: [Level]
  /// How many more failed attempts open the next level, or `nil` when every level is open.
  public var attemptsToNextLevel: Int?

  /// Whether `question` has a second level: it must be graded by several checks, or be a fix or code question.
  public static func hasSecondLevel(_ question: Question) -> Bool {
    question.kind.isAutomatic && ((question.checks?.count ?? 0) > 1 || question.kind == .fix || question.kind == .code)
  }

  /// The ladder of `question`, given its last known progress and its checks' intents.
  public init(question: Question, progress: StudentProgress.Entry?, intents: [String: LocalizedText]) {
    levels = [Level(number: 1, text: question.hint)]
    attemptsToNextLevel = nil
    // A one-answer question's only check is "the answer is right": naming it would add nothing.
    guard Self.hasSecondLevel(question), progress?.status != .passed else { return }
    let attempts = progress?.failedAttempts ?? 0
    guard attempts >= Self.attemptsForSecondLevel else {
      attemptsToNextLevel = Self.attemptsForSecondLevel - attempts
      return
    }
    let check = progress?.failingCheck ?? question.checks?.first ?? ""
    // The manifest's requirement where the question lists them; else what the suite says the check is for.
    let intent = (question.requirement(ofCheck: check)?.text ?? intents[check]).map { text in
      // It is quoted inside a sentence: without its own full stop.
      LocalizedText(en: Self.withoutFullStop(text.en), zh: Self.withoutFullStop(text.zh))
    }
    levels.append(Level(number: 2, text: LocalizedText(
      en: "The check that does not pass yet (\(check)) is about: “\(intent?.en ?? check)”. Make that one true first.",
      zh: "还没有通过的检查（\(check)）考查的是：“\(intent?.zh ?? check)”。先让这一条成立。")))
  }

  private static func withoutFullStop(_ text: String) -> String {
    var text = text
    while let last = text.last, last == "." || last == "。" { text.removeLast() }
    return text
  }

  /// The second hints the progress of the kit in `layout` has opened for the questions of `report` not passed yet.
  public static func secondHints(for report: GradeReport, course: Course, layout: KitLayout) -> [String: LocalizedText] {
    let progress = StudentProgress.load(root: layout.root)
    var hints: [String: LocalizedText] = [:]
    for (lesson, question) in course.questions where hasSecondLevel(question) {
      guard let graded = report.questions.first(where: { $0.id == question.id }), graded.status != .passed,
        (progress.questions[question.id]?.failedAttempts ?? 0) >= attemptsForSecondLevel,
        let exercise = lesson.exercise(question.exercise)
      else { continue }
      let intents = CheckIntents.intents(
        inFolder: layout.root.appendingPathComponent(layout.testFolder(lesson: lesson, exercise: exercise)), suite: question.suite)
      let ladder = HintLadder(question: question, progress: progress.questions[question.id], intents: intents)
      if ladder.levels.count > 1 { hints[question.id] = ladder.levels[1].text }
    }
    return hints
  }
}
