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
    let layout = KitLayout(root: request.kitRoot, sources: request.sources)
    let course = try Course.load(from: layout.manifestURL)
    let problems = course.problems()
    guard problems.isEmpty else {
      throw KitError.manifest(problems.map { "- " + $0 }.joined(separator: "\n"))
    }
    let modifiedFiles = try KitLock.modifiedFiles(root: layout.root)
    let selected = try QuestionSelection(course: course, questionIDs: request.questionIDs, lessonIDs: request.lessonIDs)
    let items = selected.buildItems(layout: layout)

    // Integrity before the build: folders SwiftPM cannot build cost only their exercise; refused declarations make it
    // `tampered` without building or running anything of it.
    let integrity = ExerciseIntegrity(layout: layout)
    let unbuildable = integrity.inventory(items)
    var tampering = integrity.sourceProblems(items.filter { unbuildable[$0.module] == nil })
    // Builds keep their temporary files in a folder of their own: the shared temporary folders are watched for what
    // test processes leave there, and another student's build in a batch must never look like it.
    var buildEnvironment = request.environment
    let buildTemporary = layout.scratchPath + "-tmp"
    try? FileManager.default.removeItem(atPath: buildTemporary)
    if (try? FileManager.default.createDirectory(atPath: buildTemporary, withIntermediateDirectories: true)) != nil {
      buildEnvironment["TMPDIR"] = buildTemporary + "/"
    }
    let builder = ExerciseBuilder(layout: layout, environment: buildEnvironment, progress: progress)
    let build = try builder.build(items.filter { unbuildable[$0.module] == nil && tampering[$0.module] == nil })
    let toolchain = HostToolchain.locate(platform: request.platform, environment: request.environment) { executable, arguments in
      HostToolchain.output(of: executable, arguments, environment: request.environment)
    }
    // After it: every symbol a student module defines must be its own.
    let checker = SymbolCheck(platform: request.platform, toolchain: toolchain, environment: request.environment)
    tampering.merge(integrity.symbolProblems(build.built.sorted(), checker: checker)) { old, new in old + new }
    let runnable = build.built.subtracting(tampering.keys)
    // One sandbox for every test process of this run (as root it probes the sandbox user once).
    let sandbox = runnable.isEmpty
      ? nil
      : try TestSandbox.make(platform: request.platform, launcher: request.launcher, limits: request.limits, runsPath: layout.runsPath)
    defer { sandbox?.removeArea() }
    var results: [CheckKey: CheckResult] = [:]
    if let sandbox {
      results = try runChecks(selected.checks(builtModules: runnable), layout: layout, toolchain: toolchain, sandbox: sandbox)
    }

    var questions: [GradeReport.Question] = []
    var closedGraders: [String: ClosedQuestionGrader] = [:]
    for (lesson, question) in selected.questions {
      if !question.kind.isAutomatic {
        questions.append(Scorer.manual(question, lesson: lesson, answer: openAnswer(question, lesson: lesson, layout: layout)))
        continue
      }
      // An exercise that cannot be built, or whose sources or objects were refused, is decided before anything reads
      // or runs it: every kind of question, closed answers included.
      let names = selected.checkKeys(for: question, in: lesson).map(\.name)
      if let problem = unbuildable[question.exercise] {
        let checks = (names.isEmpty ? ["answer"] : names).map { CheckResult(name: $0, status: .notCompiled, message: problem) }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: problem))
        continue
      }
      if let reasons = tampering[question.exercise] {
        let message = "提交中有不允许的声明，本练习记 0 分 / the submission declares what grading does not allow, so this "
          + "exercise scores 0: " + reasons.joined(separator: "; ")
        let checks = (names.isEmpty ? ["answer"] : names).map { CheckResult(name: $0, status: .tampered, message: message) }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks))
        continue
      }
      if question.isClosed, let exercise = lesson.exercise(question.exercise) {
        let isFirst = closedGraders[exercise.module] == nil
        let grader = closedGraders[exercise.module] ?? ClosedQuestionGrader(
          lesson: lesson, exercise: exercise, layout: layout, diagnostics: build.failures[exercise.module],
          salt: course.answerSalt)
        closedGraders[exercise.module] = grader
        let keys = selected.checkKeys(for: question, in: lesson)
        let suite = Dictionary(keys.compactMap { key in results[key].map { (key.name, $0) } }) { first, _ in first }
        var (checks, diagnostics) = grader.grade(question, suiteResults: suite)
        if isFirst, let rest = grader.unattributedErrors(lesson.questions.filter { $0.exercise == exercise.module }) {
          diagnostics = [diagnostics, rest].compactMap { $0 }.joined(separator: "\n")
        }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: diagnostics))
        continue
      }
      if question.kind == .testWriting, let diagnostics = build.failures[question.exercise] {
        // The student's tests did not compile: every check (the reference run, each fault) is a compile error.
        let names = [TestWritingGrader.referenceCheck] + (question.faults ?? []).map(TestWritingGrader.checkName)
        let checks = names.map { CheckResult(name: $0, status: .notCompiled, message: "没有编译通过 / did not compile") }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: diagnostics))
        continue
      }
      if question.kind == .testWriting, let exercise = lesson.exercise(question.exercise) {
        let checks = try TestWritingGrader(runner: studentTestsRunner(layout: layout, toolchain: toolchain, sandbox: sandbox))
          .checks(for: question, target: exercise.module)
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks))
        continue
      }
      let keys = selected.checkKeys(for: question, in: lesson)
      if let diagnostics = build.failures[question.exercise] {
        let checks = keys.map {
          CheckResult(name: $0.name, status: .notCompiled, message: "没有编译通过 / did not compile")
        }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, diagnostics: diagnostics))
      } else {
        let checks = keys.map {
          results[$0] ?? CheckResult(name: $0.name, status: .missing, message: "没有结果 / no result")
        }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks))
      }
    }
    progress.finish()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var report = Scorer.report(course: course, sources: request.sources, questions: questions, durationSeconds: seconds)
    report.modifiedFiles = modifiedFiles
    return report
  }

  /// Runs the tests students write, against the subject and its faulty versions, in the same sandbox as the checks.
  private func studentTestsRunner(layout: KitLayout, toolchain: HostToolchain, sandbox: TestSandbox?) throws -> StudentTestsRunner {
    let sandbox = try sandbox ?? TestSandbox.make(
      platform: request.platform, launcher: request.launcher, limits: request.limits, runsPath: layout.runsPath)
    return StudentTestsRunner(
      command: try sandbox.prepare(TestCommand.forBuild(in: layout, platform: request.platform, toolchain: toolchain)),
      sandbox: sandbox, runsPath: layout.runsPath, timeout: request.timeout)
  }

  /// Runs every exercise's checks, a few exercises at a time, each in sandboxed processes of its own.
  ///
  /// An exercise whose results were tampered with gets every check `tampered`, with what was detected.
  private func runChecks(
    _ groups: [(label: String, checks: [CheckKey])], layout: KitLayout, toolchain: HostToolchain, sandbox: TestSandbox
  ) throws -> [CheckKey: CheckResult] {
    let runner = ExerciseTestRunner(
      command: try sandbox.prepare(TestCommand.forBuild(in: layout, platform: request.platform, toolchain: toolchain)),
      sandbox: sandbox,
      runsPath: layout.runsPath,
      timeout: request.timeout,
      deadline: (ContinuousClock.now + request.budget, request.budget)
    )
    let phase = "运行测试 Running the checks of \(groups.count) exercises…"
    progress.update(phase, detail: "0/\(groups.count)")
    let outcomes = ConcurrentWork.map(count: groups.count, workers: request.jobs) { worker, index in
      runner.run(groups[index].checks, label: groups[index].label, slot: worker)
    } completed: { done in
      progress.update(phase, detail: "\(done)/\(groups.count)")
    }
    if let failure = outcomes.compactMap(\.sandboxFailure).first {
      throw KitError.kit("the test sandbox could not start the tests: \(failure)")
    }
    var results: [CheckKey: CheckResult] = [:]
    for (group, outcome) in zip(groups, outcomes) {
      if outcome.tampering.isEmpty {
        results.merge(outcome.results) { _, new in new }
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

  private func openAnswer(_ question: Question, lesson: Lesson, layout: KitLayout) -> String? {
    guard let name = question.answer, let exercise = lesson.exercise(question.exercise) else { return nil }
    for file in layout.sourceFiles(lesson: lesson, exercise: exercise) {
      // Read as bytes: a file that is not valid UTF-8 still gives up its answer, with the bad bytes marked.
      guard let bytes = FileManager.default.contents(atPath: file.path) else { continue }
      if let text = OpenAnswerReader.answers(inSwiftFile: bytes)[name] { return text }
    }
    return nil
  }
}
