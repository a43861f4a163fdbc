/// One question of a lesson, as the course manifest describes it.
public struct Question: Codable, Hashable, Sendable {
  public var id: String
  public var kind: QuestionKind
  public var section: String
  public var points: Double
  /// The module of the exercise the student answers it in.
  public var exercise: String
  /// The Swift Testing suite (a type in the exercise's test target) that grades it.
  public var suite: String?
  var _checks: [String]?
  public var scoring: Scoring?
  /// Explanations of compiler messages the question's exercise may produce, shown when its build fails.
  public var compileHints: [CompileHint]?
  /// For `open` questions: the name of the string constant holding the answer.
  public var answer: String?
  /// For closed questions (choice, true/false, fill-in, prediction): the constants the student fills in, with keys.
  public var answers: [ClosedAnswer]?
  /// Checks of `suite` that only the instructor's edition has and runs (in the suite folder's `Hidden/`).
  public var hiddenChecks: [String]?
  /// For fix and code questions: what the code must do, each with the checks that prove it and its share.
  public var requirements: [Requirement]?
  /// For a test-writing question: the faulty versions of the subject the student's tests should catch.
  public var faults: [Fault]?
  /// In the student edition: how many of its checks (hidden checks, faulty versions) only the teacher runs.
  public var heldBackChecks: Int?
  /// When students see the question's result on Gradescope; absent means visible.
  public var visibility: Visibility?
  public var title: LocalizedText
  public var hint: LocalizedText
  public var explanation: LocalizedText
  /// In the student edition, for closed questions: `explanation`, sealed with the answers' keys (`SealedExplanation`);
  /// `explanation` then holds only `SealedExplanation.placeholder`.
  public var sealedExplanation: String?

  enum CodingKeys: String, CodingKey {
    case id, kind, section, points, exercise, suite, scoring, compileHints, answer, answers, hiddenChecks, requirements
    case faults
    case heldBackChecks, title, visibility
    case hint
    case explanation, sealedExplanation
    case _checks = "checks"
  }

  public init(
    id: String, kind: QuestionKind, section: String, points: Double, exercise: String, suite: String? = nil,
    checks: [String]? = nil, scoring: Scoring? = nil, answer: String? = nil, answers: [ClosedAnswer]? = nil,
    hiddenChecks: [String]? = nil, faults: [Fault]? = nil, visibility: Visibility? = nil, title: LocalizedText,
    hint: LocalizedText, explanation: LocalizedText
  ) {
    self.id = id
    self.kind = kind
    self.section = section
    self.points = points
    self.exercise = exercise
    self.suite = suite
    _checks = checks
    self.scoring = scoring
    self.answer = answer
    self.answers = answers
    self.hiddenChecks = hiddenChecks
    self.faults = faults
    self.visibility = visibility
    self.title = title
    self.hint = hint
    self.explanation = explanation
  }

  /// The `@Test` functions of `suite` that decide it, without `()`: listed, or one per closed answer.
  public var checks: [String]? {
    get { _checks ?? answers?.map(\.check) }
    set { _checks = newValue }
  }

  /// Whether the grader itself scores it from the student's source (closed answers), not from test results alone.
  public var isClosed: Bool { !(answers ?? []).isEmpty }
}
