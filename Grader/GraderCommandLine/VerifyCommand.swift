import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader verify`: the kit's self-check, for instructors and CI.
enum VerifyCommand: Subcommand {
  struct Options: Sendable {
    var lessonIDs: [String] = []
    var timeout = 10.0
    var showsProgress = true
    var packagePath: String?
    /// Only the proofs of the slips and alternatives (after the manifest's own checks).
    var onlySlips = false
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "verify",
    abstract: LocalizedText(en: "check that the kit is sound before students get it.", zh: "在发给学生之前自检套件。"),
    discussion: LocalizedText(
      en: """
        It checks that the course manifest is valid and its points add up, that Package.swift declares exactly the
        manifest's exercises and suites (from Lessons/ and from Solutions/), that the kit matches Course/kit.lock.json,
        that the reference Solutions/ score full marks, and that every automatic check fails against the stubs in
        Lessons/ (run it on the kit as shipped, not on a student's copy). Exit 0 when all hold, 1 otherwise.
        """,
      zh: """
        检查课程清单有效且分数相加正确，Package.swift 恰好声明了清单中的练习和测试套件（Lessons/ 与 Solutions/ 两套），
        套件与 Course/kit.lock.json 一致，参考答案 Solutions/ 满分，且每项自动检查在 Lessons/ 的桩代码上都失败
        （在发布的套件上运行，而不是学生的副本）。全部满足时以 0 退出，否则以 1 退出。
        """),
    options: [
      .value("--lesson", valueName: LocalizedText(en: "ID", zh: "ID"), help: LocalizedText(
        en: "grade only this lesson's solutions and stubs (repeatable); the other checks cover the whole kit",
        zh: "只为这一课的参考答案和桩代码评分（可重复）；其他检查仍覆盖整个套件")) { $0.lessonIDs.append($1) },
      .flag("--slips", help: LocalizedText(
        en: "prove only that each requirement's slip costs its share and each correct alternative scores full marks",
        zh: "只证明每条要求的失误恰好扣掉它的分、每个正确的替代写法得满分")) { $0.onlySlips = true },
      .timeout { $0.timeout = $1 },
      .packagePath { $0.packagePath = $1 },
      .noProgress { $0.showsProgress = false },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    let log = Log(context: context)
    try checkFiles(root: root, course: course, context: context, log: log)
    var request = GradeRequest(kitRoot: root)
    request.timeout = .milliseconds(Int(options.timeout * 1000))
    request.lessonIDs = options.lessonIDs
    request.environment = context.toolEnvironment
    request.trustsPristineStubs = false
    // One build folder for every grade: each rebuilds only what differs from the grade before.
    request.scratchPath = root.appendingPathComponent(".build/grader/verify").path
    request.sources = .solutions
    // References, their slips and alternatives compile: each grade builds at once.
    request.expectsSourcesToCompile = true
    if !options.onlySlips {
      let started = Date().addingTimeInterval(-1)
      let solutions = try Grader(request: request, progress: context.progress(enabled: options.showsProgress)).grade()
      log.report(
        "Solutions/ score full marks (\(TextReport.number(solutions.score)) / \(TextReport.number(solutions.maxScore)))",
        solutions.questions.filter { $0.isAutomatic && $0.status != .passed }.map {
          "\($0.id): \($0.status.rawValue) " + ($0.checks.first { !$0.passed }.map { "\($0.name): \($0.message)" } ?? "")
        })
      var layout = KitLayout(root: root, sources: .solutions)
      layout.scratchOverride = request.scratchPath
      let logs = ReferenceWarnings.logs(in: layout.runsPath, since: started)
      log.report(
        "what this run compiled of Solutions/ has no compiler warning (\(logs.count) build logs read)",
        ReferenceWarnings.lines(inLogs: logs))
    }
    try proveSlips(root: root, course: course, request: request, options: options, context: context, report: log.report)
    if !options.onlySlips {
      try checkStubsAndEdition(root: root, course: course, request: request, options: options, context: context, log: log)
    }
    return log.failures == 0 ? GraderCommand.success : GraderCommand.notFullMarks
  }

  /// Prints each check's line and its problems, and counts the checks that failed.
  final class Log {
    let context: CommandContext
    private(set) var failures = 0

    init(context: CommandContext) { self.context = context }

    func report(_ title: String, _ problems: [String]) {
      context.print((problems.isEmpty ? "✓ " : "✗ ") + title + "\n")
      for problem in problems.prefix(40) { context.print("    " + problem + "\n") }
      if problems.count > 40 { context.print("    … \(problems.count - 40) more\n") }
      if !problems.isEmpty { failures += 1 }
    }
  }

  /// What needs no grade: the manifest, the files on disk, what sync derives, the package on every platform, the lock.
  private static func checkFiles(root: URL, course: Course, context: CommandContext, log: Log) throws {
    let automatic = course.questions.filter { $0.question.kind.isAutomatic }.map(\.question.points).reduce(0, +)
    let open = course.questions.filter { !$0.question.kind.isAutomatic }.map(\.question.points).reduce(0, +)
    log.report(
      "manifest: \(course.questions.count) questions, \(TextReport.number(automatic)) automatic points + \(TextReport.number(open)) open",
      course.problems())
    log.report("the files on disk are the ones the manifest names", KitFiles.problems(root: root, course: course))
    let stale = try SyncPlan(root: root, course: course).staleFiles(root: root)
    log.report(
      "everything derived from the manifest is up to date",
      stale.map { "out of date: \($0) (run `swift run grader sync`)" })
    for sources in [Sources.lessons, .solutions] {
      let targets = try PackageTargets.dump(root: root, sources: sources, environment: context.environment)
      log.report(
        "Package.swift declares the manifest's exercises from \(sources.rawValue)/",
        PackageTargets.problems(course: course, targets: targets, sources: sources))
    }
    log.report(
      "Package.swift loads on macOS and iOS (its Apple branch, evaluated on Linux) and declares no stand-in",
      try AppleManifestCheck.problems(root: root, environment: context.environment))
    log.report("the kit matches \(KitLock.relativePath)", try KitLock.modifiedFiles(root: root).map { "differs: \($0)" })
    log.report(
      "every fix and code question's stub in Lessons/ shows its requirements",
      RequirementBlocks.problems(root: root, course: course))
  }

  /// Every check fails on the stubs; the student edition gives nothing away, builds, and its stubs score zero.
  private static func checkStubsAndEdition(
    root: URL, course: Course, request: GradeRequest, options: Options, context: CommandContext, log: Log
  ) throws {
    var request = request
    let progress = context.progress(enabled: options.showsProgress)
    request.sources = .lessons
    request.expectsSourcesToCompile = false
    let stubs = try Grader(request: request, progress: progress).grade()
    let checks = stubs.questions.filter(\.isAutomatic).map(\.checks.count).reduce(0, +)
    log.report("every one of the \(checks) automatic checks fails against the stubs in Lessons/", StubExpectations.problems(in: stubs, course: course))

    let edition = root.appendingPathComponent(".build/grader/edition")
    try? FileManager.default.removeItem(at: edition)
    try StudentEdition(master: root, output: edition).write()
    log.report("the student edition (grader release) gives no answer away", try EditionCheck.problems(edition: edition, master: root))
    let editionCourse = try Course.load(from: edition.appendingPathComponent(Course.relativePath))
    request.kitRoot = edition
    // The edition's stubs are the ones just graded: whether each compiles is proven above, so each is built or not as
    // the manifest says, without checking each on its own first. Every check of a stub that builds still runs.
    request.trustsPristineStubs = true
    let editionStubs = try Grader(request: request, progress: progress).grade()
    log.report(
      "the student edition builds and its stubs score zero (\(TextReport.number(editionStubs.score)) / \(TextReport.number(editionStubs.maxScore)))",
      StubExpectations.problems(in: editionStubs, course: editionCourse))
  }

  /// Grades every slip and alternative of the references (`SlipProof`), in a copy of the kit graded through the same
  /// build folder as the solutions, so each round rebuilds only the exercises it changed.
  private static func proveSlips(
    root: URL, course: Course, request: GradeRequest, options: Options, context: CommandContext,
    report: (String, [String]) -> Void
  ) throws {
    let plan = SlipProof.plan(root: root, course: course, lessonIDs: options.lessonIDs)
    let slips = plan.variants.filter { if case .slip = $0.kind { true } else { false } }.count
    let alternatives = plan.variants.count - slips
    let requirements = course.questions.filter { options.lessonIDs.isEmpty || options.lessonIDs.contains($0.lesson.id) }
      .compactMap(\.question.requirements).map(\.count).reduce(0, +)
    report("\(requirements) requirements have their slips, and code questions their alternatives", plan.problems)
    let copy = root.appendingPathComponent(".build/grader/slips-kit")
    let progress = context.progress(enabled: options.showsProgress)
    let problems = try SlipProof.run(
      plan, master: root, copy: copy,
      grade: { kitRoot, questionIDs in
        var round = request
        round.kitRoot = kitRoot
        round.lessonIDs = []
        round.questionIDs = questionIDs
        return try Grader(request: round, progress: progress).grade()
      },
      roundStarted: { round, rounds in
        if options.showsProgress { context.print("  slips and alternatives: round \(round) of \(rounds)\n") }
      })
    report(
      "each of \(slips) slips costs exactly its requirement's share, and \(alternatives) correct alternatives score full marks",
      problems)
  }
}
