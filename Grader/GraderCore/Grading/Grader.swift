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
  public func grade() throws -> GradeReport {
    let clock = ContinuousClock()
    let start = clock.now
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
    let notStarted = notStartedModules(course: course, layout: layout, stubs: stubs)

    let items = selected.buildItems(layout: layout, stubs: stubs)

    // Integrity before the build: folders SwiftPM cannot build cost only their exercise; refused declarations make it
    // `tampered` without building or running anything of it.
    let integrity = ExerciseIntegrity(layout: layout)
    let unbuildable = integrity.inventory(items)
    var tampering = integrity.sourceProblems(items.filter { unbuildable[$0.module] == nil })
    // Low-level I/O and looks at the process are flagged for the instructor; the flags never change a score.
    let reviewFlags = integrity.reviewFlags(items.filter { unbuildable[$0.module] == nil })
    // Builds keep their temporary files in a folder of their own: the shared temporary folders are watched for what
    // test processes leave there, and another student's build in a batch must never look like it.
    var buildEnvironment = request.environment
    let buildTemporary = layout.scratchPath + "-tmp"
    try? FileManager.default.removeItem(atPath: buildTemporary)
    if (try? FileManager.default.createDirectory(atPath: buildTemporary, withIntermediateDirectories: true)) != nil {
      buildEnvironment["TMPDIR"] = buildTemporary + "/"
    }
    var builder = ExerciseBuilder(layout: layout, environment: buildEnvironment, progress: progress)
    builder.trustsPristineStubs = request.trustsPristineStubs
    builder.jobs = request.jobs
    // A refused exercise is its placeholder in the test program, never the code that was refused.
    builder.setAside = Set(tampering.keys)
    let declared = selected.declaredItems(layout: layout, stubs: stubs)
    var build = try builder.build(
      items.filter { unbuildable[$0.module] == nil && tampering[$0.module] == nil }, declaring: declared)
    let tree = BuildTree(layout: layout)
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
    let cachePath = layout.runsPath + "/check-results.json"
    var cache = request.reusesResults ? CheckResultCache.load(from: cachePath) : CheckResultCache()
    defer { if request.reusesResults { cache.save(to: cachePath) } }
    // In the student's loop an untouched stub is not run either: `grader verify` proves that every check fails on it.
    let skipsStubs = request.reusesResults && request.trustsPristineStubs
    let runnable = build.built.subtracting(tampering.keys)
    let toRun = skipsStubs ? runnable.subtracting(notStarted) : runnable
    // One sandbox for every test process of this run (as root it probes the sandbox user once).
    let needsSandbox = !toRun.isEmpty || selected.questions.contains { $0.question.kind == .testWriting }
    let sandbox = needsSandbox
      ? try TestSandbox.make(platform: request.platform, launcher: request.launcher, limits: request.limits, runsPath: layout.runsPath)
      : nil
    defer { sandbox?.removeArea() }
    let context = RunContext(layout: layout, toolchain: toolchain, sandbox: sandbox, environment: buildEnvironment)
    var results: [CheckKey: CheckResult] = [:]
    if let sandbox, !toRun.isEmpty {
      results = try runChecks(
        selected.checks(builtModules: toRun), context: context, sandbox: sandbox, fingerprints: build.fingerprints,
        cache: &cache)
      // Messages name files in the grader's build tree; the student knows them by their place in the kit.
      for (key, result) in results { results[key]?.message = tree.remap(result.message) }
    }

    var questions: [GradeReport.Question] = []
    var closedGraders: [String: ClosedQuestionGrader] = [:]
    for (lesson, question) in selected.questions {
      let keys = selected.checkKeys(for: question, in: lesson)
      let evidence = QuestionEvidence(
        unbuildable: unbuildable[question.exercise], tampering: tampering[question.exercise],
        buildFailure: build.failures[question.exercise], notStarted: notStarted.contains(question.exercise),
        skippedAsStub: skipsStubs && notStarted.contains(question.exercise) && build.built.contains(question.exercise))
      let isNotStarted = evidence.notStarted
      switch QuestionDecision.decide(question, checkNames: keys.map(\.name), evidence: evidence) {
      case .manual:
        questions.append(Scorer.manual(
          question, lesson: lesson, answer: openAnswer(question, lesson: lesson, layout: layout), notStarted: isNotStarted))
      case .decided(let checks, let diagnostics, let notStarted):
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: diagnostics, notStarted: notStarted))
      case .readClosedAnswers:
        guard let exercise = lesson.exercise(question.exercise) else { continue }
        let isFirst = closedGraders[exercise.module] == nil
        let grader = closedGraders[exercise.module] ?? ClosedQuestionGrader(
          lesson: lesson, exercise: exercise, layout: layout, diagnostics: build.failures[exercise.module],
          salt: course.answerSalt)
        closedGraders[exercise.module] = grader
        let suite = Dictionary(keys.compactMap { key in results[key].map { (key.name, $0) } }) { first, _ in first }
        var (checks, diagnostics) = grader.grade(question, suiteResults: suite)
        if isFirst, let rest = grader.unattributedErrors(lesson.questions.filter { $0.exercise == exercise.module }) {
          diagnostics = [diagnostics, rest].compactMap { $0 }.joined(separator: "\n")
        }
        var shown = question
        if question.sealedExplanation != nil {
          shown.explanation = grader.explanation(of: question) ?? SealedExplanation.placeholder
        }
        questions.append(Scorer.grade(shown, lesson: lesson, checks: checks, diagnostics: diagnostics, notStarted: isNotStarted))
      case .runStudentTests:
        guard let exercise = lesson.exercise(question.exercise) else { continue }
        let checks = try testWritingChecks(
          question, exercise: exercise, context: context, fingerprint: build.fingerprints[exercise.module], cache: &cache)
        // Tests that did not link with the subject: the linker's lines, as a compiler's would be shown.
        let linkFailure = checks.first { $0.status == .notCompiled }?.message
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: linkFailure, notStarted: isNotStarted))
      case .fromResults:
        questions.append(Scorer.grade(
          question, lesson: lesson, checks: QuestionDecision.checks(keys, from: results), notStarted: isNotStarted))
      }
    }
    let exercises = Dictionary(selected.questions.map { ($0.question.id, $0.question.exercise) }) { first, _ in first }
    for index in questions.indices {
      questions[index].reviewFlags = exercises[questions[index].id].flatMap { reviewFlags[$0] }
    }
    progress.finish()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var report = Scorer.report(course: course, sources: request.sources, questions: questions, durationSeconds: seconds)
    report.modifiedFiles = modifiedFiles
    return report
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
    var linker = StudentTestsLinker(
      scratchPath: layout.scratchPath, variantsPath: layout.scratchPath + "-variants",
      outputPath: layout.runsPath + "/student-tests", environment: context.environment, platform: request.platform)
    linker.jobs = request.jobs
    if request.platform == .darwin, let platformFolder = context.toolchain.platformFolder {
      // Untested: Xcode's Swift Testing, as SwiftPM's runner finds it.
      let frameworks = platformFolder + "/Developer/Library/Frameworks"
      linker.extraLinkArguments = ["-F", frameworks, "-Xlinker", "-rpath", "-Xlinker", frameworks]
    }
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
    let layout = context.layout
    let runner = ExerciseTestRunner(
      command: try sandbox.prepare(TestCommand.forBuild(in: layout, platform: request.platform, toolchain: context.toolchain)),
      sandbox: sandbox,
      runsPath: layout.runsPath,
      timeout: request.timeout,
      deadline: (ContinuousClock.now + request.budget, request.budget)
    )
    // Everything kept from the last grade: nothing runs, and there is no progress to show.
    if groups.isEmpty { return reused }
    let unchanged = all.count - groups.count
    let phase =
      "运行 \(groups.count) 道练习的检查 Running the checks of \(groups.count) exercise\(groups.count == 1 ? "" : "s")…"
      + (unchanged > 0 ? "（\(unchanged) 道未改动 / \(unchanged) unchanged）" : "")
    progress.update(phase, detail: "0/\(groups.count)")
    let toRun = groups
    let outcomes = ConcurrentWork.map(count: toRun.count, workers: request.jobs) { worker, index in
      runner.run(toRun[index].checks, label: toRun[index].label, slot: worker)
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
