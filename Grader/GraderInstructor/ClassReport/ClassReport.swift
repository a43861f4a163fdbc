import GraderCore
/// What a graded class looks like as a whole: the facts `class-report.html`, `class-report.md` and
/// `class-report.json` show (`Docs/class-report.schema.json` is the JSON's schema).
///
/// Built from the students' reports by `ClassReport.make`; nothing in it changes a score.
public struct ClassReport: Codable, Sendable, Equatable {
  /// Students whose automatic score (as a percentage) falls in `from ..< to` (the last bin holds 100 too).
  public struct Bin: Codable, Sendable, Equatable {
    public var from: Int
    public var to: Int
    public var students: Int
  }

  /// One automatically graded question across the graded students.
  public struct QuestionSummary: Codable, Sendable, Equatable {
    public var id: String
    public var title: LocalizedText
    public var maxScore: Double
    public var meanScore: Double
    /// The share of graded students with full marks, in percent.
    public var fullMarksPercent: Double
    /// The share of graded students who had not started it (the stub untouched, or the answer empty), in percent.
    public var notStartedPercent: Double
  }

  /// One check across the students whose question ran: a student whose question did not compile or was not started
  /// is counted beside it, never as failing it.
  public struct CheckSummary: Codable, Sendable, Equatable {
    public var question: String
    public var check: String
    /// What the check proves, as the students read it: the sentence of its requirement, or, for a question the manifest
    /// lists no requirements for (a closed answer, test writing), the question's title.
    public var requirement: LocalizedText
    /// Students whose question ran and who did not pass this check.
    public var failed: Int
    /// Students whose question ran (compiled, started, not marked tampered).
    public var students: Int
    /// `failed` out of `students`, in percent.
    public var failedPercent: Double
    /// Students whose exercise did not compile for this check (their work was there; the check could not run).
    public var notCompiled: Int
    /// Students who had not started the question (the stub untouched, or the answer empty).
    public var notStarted: Int
  }

  /// One compiler error, normalised so the same mistake counts once, with how many students made it.
  public struct CompileError: Codable, Sendable, Equatable {
    /// The exercise's module.
    public var exercise: String
    public var message: String
    public var students: Int
  }

  /// A student and the questions a flag concerns.
  public struct StudentFlag: Codable, Sendable, Equatable {
    public var student: String
    public var questions: [String]
  }

  /// A submission that could not be graded, and why.
  public struct NotGraded: Codable, Sendable, Equatable {
    public var student: String
    public var problem: String
  }

  /// 2: checks count only the students whose question ran (`notCompiled` and `notStarted` beside them), and empty open
  /// answers are `openNotAnswered`, not `awaitingReview`.
  public var schemaVersion = 2
  /// The SHA-256 of the kit's lock (`Course/kit.lock.json`) the class was graded with.
  public var kit: String
  /// Every submission: graded or not.
  public var students: Int
  public var graded: Int
  /// The automatic maximum.
  public var maxScore: Double
  public var meanScore: Double
  public var medianScore: Double
  /// The distribution of the graded students' automatic scores, in ten bins of ten percent.
  public var histogram: [Bin]
  /// The automatically graded questions, in the course's order.
  public var questions: [QuestionSummary]
  /// Every check some student whose question ran failed, the most failed first.
  public var checks: [CheckSummary]
  /// The most frequent compiler errors of each exercise (in the course's order, most frequent first).
  public var compileErrors: [CompileError]
  public var tampered: [StudentFlag]
  public var timedOut: [StudentFlag]
  /// Open questions answered and not reviewed yet.
  public var awaitingReview: [StudentFlag]
  /// Open questions left empty (the stub untouched, or the answer blank): nothing to review.
  public var openNotAnswered: [StudentFlag]
  public var notGraded: [NotGraded]
  /// Pairs of submissions whose code for one exercise is unusually similar (never a change to any score).
  public var similarPairs: [SimilarPair]
}
