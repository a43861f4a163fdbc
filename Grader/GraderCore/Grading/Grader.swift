import Foundation

/// Grades a kit: validates the manifest, builds what the selected questions need, runs their checks, and scores them.
public struct Grader: Sendable {
  public var request: GradeRequest
  public var progress: ProgressReporter

  public init(request: GradeRequest, progress: ProgressReporter) {
    self.request = request
    self.progress = progress
  }

  /// Runs the whole grading and returns the report; throws `KitError` when the kit or the request is broken.
  ///
  /// The pipeline: read the manifest and select (`plan`), scan and build (`build`), run the checks (`run`), decide each
  /// question from its evidence (`score`, through `QuestionDecision`), then the report.
  public func grade() throws -> GradeReport {
    let clock = ContinuousClock()
    let start = clock.now
    let plan = try self.plan()
    try FileManager.default.createDirectory(
      atPath: (plan.layout.scratchPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let lock = try ScratchLock.acquire(path: plan.layout.scratchPath + ".lock") {
      progress.update("另一次评分正在使用这个套件，等它结束… Another grade is running on this kit; waiting for it to end…", detail: "")
    }
    defer { withExtendedLifetime(lock) {} }
    let built = try build(plan)
    var run = try self.run(plan, built)
    defer { if request.reusesResults { run.cache.save(to: run.cachePath) } }
    defer { run.context.sandbox?.removeArea() }
    var questions = try score(plan, built, &run)
    let exercises = Dictionary(plan.selected.questions.map { ($0.question.id, $0.question.exercise) }) { first, _ in first }
    for index in questions.indices {
      questions[index].reviewFlags = exercises[questions[index].id].flatMap { built.reviewFlags[$0] }
    }
    progress.finish()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var report = Scorer.report(course: plan.course, sources: request.sources, questions: questions, durationSeconds: seconds)
    report.modifiedFiles = plan.modifiedFiles
    return report
  }

  /// What the request selects from a sound manifest, and what is known before building.
  private struct Plan {
    var layout: KitLayout
    var course: Course
    var modifiedFiles: [String]
    var selected: QuestionSelection
    var stubs: PristineStubs?
    var notStarted: Set<String>
    var items: [ExerciseBuilder.Item]
  }

  private func plan() throws -> Plan {
    var layout = KitLayout(root: request.kitRoot, sources: request.sources)
    layout.scratchOverride = request.scratchPath
    let course = try Course.load(from: layout.manifestURL)
    let problems = course.problems()
    guard problems.isEmpty else {
      throw KitError.manifest(problems.map { "- " + $0 }.joined(separator: "\n"))
    }
    let modifiedFiles = try KitLock.modifiedFiles(root: layout.root)
    let selected = try QuestionSelection(course: course, questionIDs: request.questionIDs, lessonIDs: request.lessonIDs)
    let stubs = layout.sources == .lessons ? try? PristineStubs.load(root: layout.root) : nil
    return Plan(
      layout: layout, course: course, modifiedFiles: modifiedFiles, selected: selected, stubs: stubs,
      notStarted: notStartedModules(course: course, layout: layout, stubs: stubs),
      items: selected.buildItems(layout: layout, stubs: stubs))
  }

  /// What scanning and building found: exercises that cannot build, refused ones, review flags and the build itself.
  private struct Built {
    var unbuildable: [String: String]
    var tampering: [String: [String]]
    var reviewFlags: [String: [ReviewFlag]]
    var build: ExerciseBuilder.Outcome
    var toolchain: HostToolchain
    var environment: [String: String]
  }

  /// Integrity before the build (folders SwiftPM cannot build, and top-level names a suite uses from a lesson module,
  /// cost only their exercise; refused declarations make it `tampered` without building or running anything of it),
  /// the build, and the symbol check after it.
  private func build(_ plan: Plan) throws -> Built {
    let layout = plan.layout
    let items = plan.items
    let integrity = ExerciseIntegrity(layout: layout)
    var unbuildable = integrity.inventory(items)
    var tampering = integrity.sourceProblems(items.filter { unbuildable[$0.module] == nil })
    // Low-level I/O and looks at the process are flagged for the instructor; the flags never change a score.
    let reviewFlags = integrity.reviewFlags(items.filter { unbuildable[$0.module] == nil })
    // A top-level name that a suite uses from a lesson module would sit beside the kit's in the suite: not built.
    let clashes = integrity.lessonNameProblems(items.filter { unbuildable[$0.module] == nil && tampering[$0.module] == nil })
    unbuildable.merge(clashes) { old, _ in old }
    let environment = buildEnvironment(layout: layout)
    var builder = ExerciseBuilder(layout: layout, environment: environment, progress: progress)
    builder.trustsPristineStubs = request.trustsPristineStubs
    builder.expectsSourcesToCompile = request.expectsSourcesToCompile
    builder.jobs = request.jobs
    builder.buildsOnlyItems = request.buildsOnlyGradedExercises
    // A refused exercise is its placeholder in the test program, never the code that was refused.
    builder.setAside = Set(tampering.keys)
    // A batch or autograde workspace grades one selection for every submission, and builds nothing else: the package
    // declares only the selection's exercises, so a one-lesson assignment plans, links and discovers tests for that
    // lesson alone. The student's own loop declares every exercise, so that grading another question rebuilds nothing.
    let declared = request.buildsOnlyGradedExercises ? items : plan.selected.declaredItems(layout: layout, stubs: plan.stubs)
    var build = try builder.build(
      items.filter { unbuildable[$0.module] == nil && tampering[$0.module] == nil }, declaring: declared)
    let toolchain = HostToolchain.locate(platform: request.platform, environment: request.environment) { executable, arguments in
      HostToolchain.output(of: executable, arguments, environment: request.environment)
    }
    // After it: every symbol a student module defines must be its own.
    let checker = SymbolCheck(platform: request.platform, toolchain: toolchain, environment: request.environment)
    let foreignSymbols = integrity.symbolProblems(build.built.sorted(), items: items, checker: checker)
    tampering.merge(foreignSymbols) { old, new in old + new }
    if !foreignSymbols.isEmpty {
      // Its symbols would stand in for other modules' in the one test program: build again without it before anything runs.
      builder.setAside = Set(tampering.keys)
      build = try builder.build(
        items.filter { unbuildable[$0.module] == nil && tampering[$0.module] == nil }, declaring: declared)
    }
    return Built(
      unbuildable: unbuildable, tampering: tampering, reviewFlags: reviewFlags, build: build, toolchain: toolchain,
      environment: environment)
  }

  /// The environment builds run in: temporary files in a folder of their own, since the shared temporary folders are
  /// watched for what test processes leave there, and another student's build in a batch must never look like it.
  private func buildEnvironment(layout: KitLayout) -> [String: String] {
    var environment = request.environment
    let temporary = layout.scratchPath + "-tmp"
    try? FileManager.default.removeItem(atPath: temporary)
    if (try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)) != nil {
      environment["TMPDIR"] = temporary + "/"
    }
    return environment
  }

  /// The checks' results, the cache of earlier ones, and what running more of them needs.
  private struct Run {
    var results: [CheckKey: CheckResult]
    var cache: CheckResultCache
    var cachePath: String
    var context: RunContext
    /// Whether untouched stubs were left out (the student's loop: `grader verify` proves every check fails on them).
    var skipsStubs: Bool
  }

  private func run(_ plan: Plan, _ built: Built) throws -> Run {
    let layout = plan.layout
    let cachePath = layout.runsPath + "/check-results.json"
    var cache = request.reusesResults ? CheckResultCache.load(from: cachePath) : CheckResultCache()
    let skipsStubs = request.reusesResults && request.trustsPristineStubs
    let runnable = built.build.built.subtracting(built.tampering.keys)
    let toRun = skipsStubs ? runnable.subtracting(plan.notStarted) : runnable
    // One sandbox for every test process of this run (as root it probes the sandbox user once).
    let needsSandbox = !toRun.isEmpty || plan.selected.questions.contains { $0.question.kind == .testWriting }
    let sandbox = needsSandbox
      ? try TestSandbox.make(platform: request.platform, launcher: request.launcher, limits: request.limits, runsPath: layout.runsPath)
      : nil
    let context = RunContext(layout: layout, toolchain: built.toolchain, sandbox: sandbox, environment: built.environment)
    var results: [CheckKey: CheckResult] = [:]
    if let sandbox, !toRun.isEmpty {
      do {
        results = try runChecks(
          plan.selected.checks(builtModules: toRun), context: context, sandbox: sandbox,
          fingerprints: built.build.fingerprints, cache: &cache)
      } catch {
        sandbox.removeArea()
        throw error
      }
      // Messages name files in the grader's build tree; the student knows them by their place in the kit.
      let tree = BuildTree(layout: layout)
      for (key, result) in results { results[key]?.message = tree.remap(result.message) }
    }
    return Run(results: results, cache: cache, cachePath: cachePath, context: context, skipsStubs: skipsStubs)
  }

  /// Every selected question's report entry, decided from its evidence (`QuestionDecision`).
  private func score(_ plan: Plan, _ built: Built, _ run: inout Run) throws -> [GradeReport.Question] {
    var questions: [GradeReport.Question] = []
    var closedGraders: [String: ClosedQuestionGrader] = [:]
    for (lesson, question) in plan.selected.questions {
      let keys = plan.selected.checkKeys(for: question, in: lesson)
      let exercise = question.exercise
      let evidence = QuestionEvidence(
        unbuildable: built.unbuildable[exercise], tampering: built.tampering[exercise],
        buildFailure: built.build.failures[exercise], notStarted: plan.notStarted.contains(exercise),
        skippedAsStub: run.skipsStubs && plan.notStarted.contains(exercise) && built.build.built.contains(exercise))
      let isNotStarted = evidence.notStarted
      switch QuestionDecision.decide(question, checkNames: keys.map(\.name), evidence: evidence) {
      case .manual:
        questions.append(Scorer.manual(
          question, lesson: lesson, answer: openAnswer(question, lesson: lesson, layout: plan.layout), notStarted: isNotStarted))
      case .decided(let checks, let diagnostics, let notStarted):
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: diagnostics, notStarted: notStarted))
      case .readClosedAnswers:
        guard let graded = closedQuestion(question, lesson: lesson, keys: keys, plan: plan, built: built, run: run, graders: &closedGraders)
        else { continue }
        questions.append(graded)
      case .runStudentTests:
        guard let found = lesson.exercise(exercise) else { continue }
        let checks = try testWritingChecks(
          question, exercise: found, context: run.context, fingerprint: built.build.fingerprints[exercise], cache: &run.cache)
        // Tests that did not link with the subject: the linker's lines, as a compiler's would be shown.
        let linkFailure = checks.first { $0.status == .notCompiled }?.message
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: linkFailure, notStarted: isNotStarted))
      case .fromResults:
        questions.append(Scorer.grade(
          question, lesson: lesson, checks: QuestionDecision.checks(keys, from: run.results), notStarted: isNotStarted))
      }
    }
    return questions
  }

  /// A closed question's entry: its constants read and judged one by one, the suite's results for the rest, and its
  /// explanation opened with the student's right answers (in the student edition, where it ships sealed).
  private func closedQuestion(
    _ question: Question, lesson: Lesson, keys: [CheckKey], plan: Plan, built: Built, run: Run,
    graders: inout [String: ClosedQuestionGrader]
  ) -> GradeReport.Question? {
    guard let exercise = lesson.exercise(question.exercise) else { return nil }
    let isFirst = graders[exercise.module] == nil
    let grader = graders[exercise.module] ?? ClosedQuestionGrader(
      lesson: lesson, exercise: exercise, layout: plan.layout, diagnostics: built.build.failures[exercise.module],
      salt: plan.course.answerSalt)
    graders[exercise.module] = grader
    let suite = Dictionary(keys.compactMap { key in run.results[key].map { (key.name, $0) } }) { first, _ in first }
    var (checks, diagnostics) = grader.grade(question, suiteResults: suite)
    if isFirst, let rest = grader.unattributedErrors(lesson.questions.filter { $0.exercise == exercise.module }) {
      diagnostics = [diagnostics, rest].compactMap { $0 }.joined(separator: "\n")
    }
    var shown = question
    if question.sealedExplanation != nil {
      shown.explanation = grader.explanation(of: question) ?? SealedExplanation.placeholder
    }
    return Scorer.grade(
      shown, lesson: lesson, checks: checks, diagnostics: diagnostics, notStarted: plan.notStarted.contains(question.exercise))
  }

  /// What running tests needs: where the kit is built, the toolchain, and the run's sandbox (made lazily when absent).
  private struct RunContext {
    var layout: KitLayout
    var toolchain: HostToolchain
    var sandbox: TestSandbox?
    /// The environment compilers and linkers run in.
    var environment: [String: String]
  }

  /// A test-writing question's checks: the student's tests run against the subject and each faulty version, unless
  /// their results for the same files are kept in `cache`.
  private func testWritingChecks(
    _ question: Question, exercise: Exercise, context: RunContext, fingerprint: String?, cache: inout CheckResultCache
  ) throws -> [CheckResult] {
    let names = [TestWritingGrader.referenceCheck] + (question.faults ?? []).map(TestWritingGrader.checkName)
    let keys = names.map { CheckKey(testTarget: exercise.module, suite: question.id, name: $0) }
    let label = exercise.module + "#" + question.id
    let key = fingerprint.map { CheckResultCache.key(fingerprint: $0, checks: keys, timeout: request.timeout) }
    if request.reusesResults, let key, let kept = cache.results(for: label, key: key, checks: keys) {
      return keys.compactMap { kept[$0] }
    }
    let checks = try studentTestChecks(question, exercise: exercise, context: context)
    if request.reusesResults, let key {
      let byKey = Dictionary(checks.map { check in (CheckKey(testTarget: exercise.module, suite: question.id, name: check.name), check) }) { first, _ in first }
      cache.store(byKey, for: label, key: key)
    }
    return checks
  }

  /// Links the student's tests with every version of the subject and runs them, in the same sandbox as the checks.
  private func studentTestChecks(_ question: Question, exercise: Exercise, context: RunContext) throws -> [CheckResult] {
    let layout = context.layout
    guard let subject = exercise.subject else { throw KitError.kit("exercise \(exercise.module) has no subject") }
    // On a Mac (untested), Xcode's Swift Testing, as SwiftPM's runner finds it.
    var linker = StudentTestsLinker(
      layout: layout, environment: context.environment, platform: request.platform,
      platformFolder: context.toolchain.platformFolder)
    linker.jobs = request.jobs
    progress.update("链接 Linking \(exercise.module)…", detail: "")
    let linked = try linker.link(module: exercise.module, subject: subject, faults: (question.faults ?? []).map(\.id))
    let names = [TestWritingGrader.referenceCheck] + (question.faults ?? []).map(TestWritingGrader.checkName)
    guard let program = linked.program else {
      let failure = linked.failure ?? ""
      let lines = BuildTree(layout: layout).remap(failure).split(separator: "\n")
        .filter { $0.contains("error") && !$0.contains("command failed") }.prefix(8)
      let undefined = lines.contains { $0.contains("undefined reference") }
      let message = "你的测试无法和被测对象链接 / your tests could not be linked with the subject"
        + (undefined ? "（测试用到了被测对象没有公开的东西，例如通过 @testable import）/ (they use what the subject does not make "
          + "public, for example through @testable import)" : "") + ":\n" + lines.joined(separator: "\n")
      return names.map { CheckResult(name: $0, status: .notCompiled, message: message) }
    }
    let sandbox = try context.sandbox ?? TestSandbox.make(
      platform: request.platform, launcher: request.launcher, limits: request.limits, runsPath: layout.runsPath)
    let runner = StudentTestsRunner(
      program: program, libraryName: linked.libraryName, libraries: linked.libraries, sandbox: sandbox,
      runsPath: layout.runsPath, timeout: request.timeout)
    let target = exercise.module
    return TestWritingGrader { runner.run(target: target, variant: $0) }.checks(for: question)
  }

  /// Runs every exercise's checks, a few exercises at a time, each in sandboxed processes of its own.
  ///
  /// An exercise whose results were tampered with gets every check `tampered`, with what was detected. With `reusesResults`, an exercise whose inputs (`fingerprints`) are unchanged since its last clear results keeps
  /// them and does not run.
  private func runChecks(
    _ all: [(label: String, checks: [CheckKey])], context: RunContext, sandbox: TestSandbox,
    fingerprints: [String: String], cache: inout CheckResultCache
  ) throws -> [CheckKey: CheckResult] {
    let (reused, groups, keys) = partition(all, fingerprints: fingerprints, cache: cache)
    // Everything kept from the last grade: nothing runs, and there is no progress to show.
    if groups.isEmpty { return reused }
    let layout = context.layout
    let unchanged = all.count - groups.count
    let commands = try testCommands(for: groups, context: context)
    let deadline = (ContinuousClock.now + request.budget, request.budget)
    let runner = { (command: TestCommand) in
      ExerciseTestRunner(
        command: try sandbox.prepare(command), sandbox: sandbox, runsPath: layout.runsPath, timeout: request.timeout,
        deadline: deadline)
    }
    // Which runner each exercise's checks go to: its image's, or SwiftPM's program (prepared only when one needs it).
    let usesImage = groups.map { group in group.checks.first.map { commands.isolated?.images[$0.testTarget] != nil } ?? false }
    let isolated = try commands.isolated.map(runner)
    let shared = usesImage.allSatisfy { $0 } ? nil : try runner(commands.shared)
    let phase =
      "运行 \(groups.count) 道练习的检查 Running the checks of \(groups.count) exercise\(groups.count == 1 ? "" : "s")…"
      + (unchanged > 0 ? "（另有 \(unchanged) 道未改动，沿用上次的结果 / \(unchanged) more unchanged, their last results kept）" : "")
    progress.update(phase, detail: "0/\(groups.count)")
    let toRun = groups
    let outcomes = ConcurrentWork.map(count: toRun.count, workers: request.jobs) { worker, index in
      // One of the two exists for every group (`usesImage`).
      let chosen = usesImage[index] ? isolated : shared
      return chosen!.run(toRun[index].checks, label: toRun[index].label, slot: worker)
    } completed: { done in
      progress.update(phase, detail: "\(done)/\(toRun.count)")
    }
    if let failure = outcomes.compactMap(\.sandboxFailure).first {
      throw KitError.kit("the test sandbox could not start the tests: \(failure)")
    }
    var results = reused
    for (group, outcome) in zip(toRun, outcomes) {
      if outcome.tampering.isEmpty {
        results.merge(outcome.results) { _, new in new }
        if request.reusesResults, let key = keys[group.label] { cache.store(outcome.results, for: group.label, key: key) }
        continue
      }
      let reasons = outcome.tampering.prefix(5).joined(separator: "; ")
      for check in group.checks {
        results[check] = CheckResult(
          name: check.name, status: .tampered,
          message: "成绩通道被篡改，本练习记 0 分 / the results of this exercise were tampered with, so it scores 0: " + reasons)
      }
    }
    return results
  }

  /// The results kept from the last grade for exercises whose inputs are unchanged (with `reusesResults`), the groups
  /// left to run, and each fingerprinted exercise's cache key.
  private func partition(
    _ all: [(label: String, checks: [CheckKey])], fingerprints: [String: String], cache: CheckResultCache
  ) -> (reused: [CheckKey: CheckResult], groups: [(label: String, checks: [CheckKey])], keys: [String: String]) {
    var reused: [CheckKey: CheckResult] = [:]
    var groups: [(label: String, checks: [CheckKey])] = []
    var keys: [String: String] = [:]
    for group in all {
      guard let fingerprint = fingerprints[group.label] else {
        groups.append(group)
        continue
      }
      let key = CheckResultCache.key(fingerprint: fingerprint, checks: group.checks, timeout: request.timeout)
      keys[group.label] = key
      if request.reusesResults, let results = cache.results(for: group.label, key: key, checks: group.checks) {
        reused.merge(results) { _, new in new }
      } else {
        groups.append(group)
      }
    }
    return (reused, groups, keys)
  }

  /// The commands that run `groups`' checks: SwiftPM's test program, which holds every exercise, and on Linux the
  /// program that loads one exercise's image (`ExerciseImageLinker`), so that each exercise's checks run with that
  /// exercise alone. An exercise whose image could not be linked (the toolchain's fault, never the student's: an image
  /// is the objects SwiftPM already compiled and linked) runs in SwiftPM's program rather than lose its checks.
  private func testCommands(
    for groups: [(label: String, checks: [CheckKey])], context: RunContext
  ) throws -> (shared: TestCommand, isolated: TestCommand?) {
    let shared = try TestCommand.forBuild(in: context.layout, platform: request.platform, toolchain: context.toolchain)
    guard request.platform == .linux && shared.channels == .descriptors else { return (shared, nil) }
    let exercises = groups.compactMap { group in
      group.checks.first.map { ExerciseImageLinker.Exercise(module: group.label, testTarget: $0.testTarget) }
    }
    let linker = ExerciseImageLinker(
      scratchPath: context.layout.scratchPath, outputPath: context.layout.imagesPath, environment: context.environment,
      jobs: max(1, request.jobs))
    guard let linked = try? linker.link(exercises), !linked.images.isEmpty else { return (shared, nil) }
    var isolated = shared
    isolated.executable = linked.program
    isolated.arguments = ["--testing-library", "swift-testing"]
    isolated.trailingArguments = []
    isolated.images = linked.images
    return (shared, isolated)
  }

  /// The exercise modules whose files in `Lessons/` are still exactly the shipped stub (`Course/stubs.json`).
  ///
  /// Only the student's tree has a stub; without a readable stubs file nothing counts as not started.
  private func notStartedModules(course: Course, layout: KitLayout, stubs: PristineStubs?) -> Set<String> {
    guard let stubs else { return [] }
    var modules: Set<String> = []
    for lesson in course.lessons {
      for exercise in lesson.exercises
      where stubs.isPristine(folder: PristineStubs.folderPath(lesson: lesson, exercise: exercise), root: layout.root) {
        modules.insert(exercise.module)
      }
    }
    return modules
  }

  private func openAnswer(_ question: Question, lesson: Lesson, layout: KitLayout) -> String? {
    guard let name = question.answer, let exercise = lesson.exercise(question.exercise) else { return nil }
    for file in layout.sourceFiles(lesson: lesson, exercise: exercise) {
      // Read as bytes: a file that is not valid UTF-8 still gives up its answer, with the bad bytes marked.
      guard let bytes = RegularFile.contents(atPath: file.path) else { continue }
      if let text = OpenAnswerReader.answers(inSwiftFile: bytes)[name] { return text }
    }
    return nil
  }
}
