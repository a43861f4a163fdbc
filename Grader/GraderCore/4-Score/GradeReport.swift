/// The result of one grading run: the one model that every output format renders.
public struct GradeReport: Codable, Sendable, Equatable {
  /// One check of a question.
  public struct Check: Codable, Sendable, Equatable {
    /// How a check came out, under the name reports use for it.
    public enum Status: String, Codable, CaseIterable, Sendable {
      case passed
      case failed
      /// It failed only because the student has not answered yet.
      case unanswered
      case crashed
      case timedOut = "timed-out"
      /// The exercise or its suite did not compile.
      case compileError = "compile-error"
      /// The test process ended without reporting the check.
      case missing
      /// Student code interfered with grading.
      case tampered
    }

    public var name: String
    public var passed: Bool
    public var status: Status
    public var message: String
    /// The requirement of the question the check proves, in the student's terms (fix and code questions).
    public var requirement: CheckRequirement? = nil
  }

  /// The requirement a check proves, as the manifest states it.
  public struct CheckRequirement: Codable, Sendable, Equatable {
    public var id: String
    public var text: LocalizedText

    public init(id: String, text: LocalizedText) {
      self.id = id
      self.text = text
    }
  }

  /// One error or warning the compiler reported for a question's exercise, where it points.
  public struct CompilerMessage: Codable, Sendable, Equatable {
    /// How serious the message is.
    public enum Severity: String, Codable, Sendable {
      case error
      case warning
    }

    public var severity: Severity
    /// The kit-relative file, or nil when the message points into a macro expansion rather than a file.
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(severity: Severity, file: String?, line: Int?, column: Int?, message: String) {
      self.severity = severity
      self.file = file
      self.line = line
      self.column = column
      self.message = message
    }
  }

  /// One question with its score, checks and the text a student needs next.
  public struct Question: Codable, Sendable, Equatable {
    public var id: String
    public var lesson: String
    public var kind: QuestionKind
    public var section: String
    public var title: LocalizedText
    public var status: QuestionStatus
    public var score: Double
    public var maxScore: Double
    public var checks: [Check]
    /// The compiler's lines for the exercise, when it did not compile.
    public var diagnostics: String?
    /// The errors and warnings in `diagnostics`, each with where it points, when it did not compile.
    public var compilerMessages: [CompilerMessage]?
    /// What the diagnostics mean in the student's terms (the question's matching compile hints).
    public var compileHints: [LocalizedText]?
    /// Shown while the question is not passed.
    public var hint: LocalizedText?
    /// Shown once the question is passed.
    public var explanation: LocalizedText?
    /// The student's text, for open questions.
    public var answer: String?
    /// The instructor's points and comment, for reviewed open questions.
    public var review: Review?
    /// In the student edition: how many checks of this question only the teacher runs (hidden checks, faulty versions).
    public var heldBackChecks: Int?
    /// `true` when the exercise's files are still the shipped stub (`Course/stubs.json`): the student has not started
    /// it, so the report summarises it as "not started" rather than showing why the stub fails. Absent otherwise.
    public var notStarted: Bool?
    /// Places in the exercise's files that do low-level I/O or look at the process, for the instructor to review; they
    /// never change the score. Absent when there are none.
    public var reviewFlags: [ReviewFlag]?

    /// Whether the student has not started this question's exercise yet.
    public var isNotStarted: Bool { notStarted == true }

    /// Whether the grader scores it (open questions are scored by the instructor).
    public var isAutomatic: Bool { status != .manual && status != .reviewed }
  }

  /// An instructor's verdict on an open question.
  public struct Review: Codable, Sendable, Equatable {
    public var points: Double
    public var comment: String

    public init(points: Double, comment: String) {
      self.points = points
      self.comment = comment
    }
  }

  /// Subtotals of one section.
  public struct Section: Codable, Sendable, Equatable {
    public var id: String
    public var title: LocalizedText
    public var score: Double
    public var maxScore: Double
    /// Points of the section's open questions, left to the instructor and not in `maxScore`.
    public var manualMaxScore: Double
  }

  public var schemaVersion = 1
  public var sources: Sources
  /// The automatic score: the sum of the automatically graded questions' scores.
  public var score: Double
  /// The automatic maximum: open questions are not in it.
  public var maxScore: Double
  /// The points of open questions, scored by the instructor rather than the grader.
  public var manualMaxScore: Double
  /// The points the instructor gave in a review file; the grade is `score + manualScore` out of `maxScore + manualMaxScore`.
  public var manualScore: Double = 0
  /// Kit files (tests, manifest, package, support code) that differ from the kit's lock file; empty when none do.
  public var modifiedFiles: [String] = []
  /// The identity of the kit that graded it (the SHA-256 of its lock, `Course/kit.lock.json`), on the reports
  /// `grader batch` and `grader merge` write; absent elsewhere.
  public var kit: String?
  public var sections: [Section]
  public var questions: [Question]
  /// Seconds the grading run took.
  public var durationSeconds: Double

  /// Whether every automatically graded question has full marks.
  public var isFullMarks: Bool {
    questions.allSatisfy { !$0.isAutomatic || $0.score >= $0.maxScore }
  }

  /// The automatic score as a percentage of the automatic maximum (100 when there is nothing to grade).
  public var percent: Double {
    maxScore > 0 ? score / maxScore * 100 : 100
  }
}
