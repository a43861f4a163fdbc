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
  /// The `@Test` functions of `suite` that decide it, without `()`.
  public var checks: [String]?
  public var scoring: Scoring?
  /// Explanations of compiler messages the question's exercise may produce, shown when its build fails.
  public var compileHints: [CompileHint]?
  /// For `open` questions: the name of the string constant holding the answer.
  public var answer: String?
  public var title: LocalizedText
  public var hint: LocalizedText
  public var explanation: LocalizedText
}
