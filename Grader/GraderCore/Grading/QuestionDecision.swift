/// What is known about a question's exercise when the question is scored: the evidence its status comes from.
///
/// Gathering it (the inventory, the source scan, the build, the symbol check, the stubs file) is `Grader`'s work;
/// deciding from it is `QuestionDecision.decide`, a pure function with one recorded case per rule
/// (`Tests/Grader/Fixtures/questions`).
struct QuestionEvidence: Codable, Sendable, Equatable {
  /// Why SwiftPM cannot build the exercise's folder (missing, emptied, a C file, a pipe…), when it cannot.
  var unbuildable: String?
  /// What the integrity checks refused in the exercise (source scan before the build, symbol check after it).
  var tampering: [String]?
  /// The compiler's lines when the exercise did not compile; empty when it is known not to compile without lines
  /// (an untouched stub that does not compile as shipped).
  var buildFailure: String?
  /// The exercise's files are still exactly the shipped stub.
  package var notStarted = false
  /// It is an untouched stub that compiled and whose checks were not run (`grader verify` proves they all fail).
  var skippedAsStub = false

  package init(
    unbuildable: String? = nil, tampering: [String]? = nil, buildFailure: String? = nil, notStarted: Bool = false,
    skippedAsStub: Bool = false
  ) {
    self.unbuildable = unbuildable
    self.tampering = tampering
    self.buildFailure = buildFailure
    self.notStarted = notStarted
    self.skippedAsStub = skippedAsStub
  }

  /// Reads recorded evidence, where what is absent is false or unknown.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    unbuildable = try container.decodeIfPresent(String.self, forKey: .unbuildable)
    tampering = try container.decodeIfPresent([String].self, forKey: .tampering)
    buildFailure = try container.decodeIfPresent(String.self, forKey: .buildFailure)
    notStarted = try container.decodeIfPresent(Bool.self, forKey: .notStarted) ?? false
    skippedAsStub = try container.decodeIfPresent(Bool.self, forKey: .skippedAsStub) ?? false
  }
}

/// How a question is scored, decided from its evidence before anything reads or runs the student's code.
enum QuestionDecision: Equatable, Sendable {
  /// An open question: its text goes to the instructor.
  case manual
  /// The checks are decided already; `notStarted` marks an untouched stub in the report.
  case decided(checks: [CheckResult], diagnostics: String?, notStarted: Bool)
  /// A closed question: the grader reads the constants from the source and judges them itself.
  case readClosedAnswers
  /// A test-writing question: the student's tests run against the subject and its faulty versions.
  case runStudentTests
  /// The checks' results come from the exercise's test run.
  case fromResults

  static let notStartedMessage = "还是初始代码，尚未开始 / still the shipped stub: not started"
  static let didNotCompileMessage = "没有编译通过 / did not compile"
  static let tamperedPrefix =
    "提交中有不允许的声明，本练习记 0 分 / the submission declares what grading does not allow, so this exercise scores 0: "

  /// The rules, in the order they apply. `checkNames` are the question's checks as the report names them.
  static func decide(_ question: Question, checkNames: [String], evidence: QuestionEvidence) -> QuestionDecision {
    if !question.kind.isAutomatic { return .manual }
    // An exercise that cannot be built, or whose sources or objects were refused, is decided before anything reads
    // or runs it: every kind of question, closed answers included.
    if let problem = evidence.unbuildable {
      return .decided(checks: all(checkNames, .notCompiled, problem), diagnostics: problem, notStarted: false)
    }
    if let reasons = evidence.tampering, !reasons.isEmpty {
      return .decided(
        checks: all(checkNames, .tampered, tamperedPrefix + reasons.joined(separator: "; ")), diagnostics: nil,
        notStarted: false)
    }
    if question.isClosed { return .readClosedAnswers }
    // A test-writing question's checks are the reference run and one per faulty version.
    let testWriting = question.kind == .testWriting ? TestWritingGrader.checkNames(for: question) : nil
    if let testWriting, let diagnostics = evidence.buildFailure {
      // The student's tests did not compile: every check (the reference run, each fault) is a compile error.
      return .decided(
        checks: all(testWriting, .notCompiled, didNotCompileMessage), diagnostics: diagnostics.isEmpty ? nil : diagnostics,
        notStarted: evidence.notStarted)
    }
    if evidence.skippedAsStub {
      return .decided(checks: all(testWriting ?? checkNames, .failed, notStartedMessage), diagnostics: nil, notStarted: true)
    }
    if question.kind == .testWriting { return .runStudentTests }
    if let diagnostics = evidence.buildFailure {
      let message = evidence.notStarted && diagnostics.isEmpty ? notStartedMessage : didNotCompileMessage
      return .decided(
        checks: all(checkNames, .notCompiled, message), diagnostics: diagnostics.isEmpty ? nil : diagnostics,
        notStarted: evidence.notStarted)
    }
    return .fromResults
  }

  /// The checks of `keys` from a run's `results`; a check the run did not report is `missing`.
  package static func checks(_ keys: [CheckKey], from results: [CheckKey: CheckResult]) -> [CheckResult] {
    keys.map { results[$0] ?? CheckResult(name: $0.name, status: .missing, message: "没有结果 / no result") }
  }

  private static func all(_ names: [String], _ status: CheckStatus, _ message: String) -> [CheckResult] {
    (names.isEmpty ? ["answer"] : names).map { CheckResult(name: $0, status: status, message: message) }
  }
}
