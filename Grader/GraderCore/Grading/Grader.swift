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
    let stubs = layout.sources == .lessons ? try? PristineStubs.load(root: layout.root) : nil
    let notStarted = notStartedModules(course: course, layout: layout, stubs: stubs)

    var builder = ExerciseBuilder(layout: layout, environment: request.environment, progress: progress)
    builder.trustsPristineStubs = request.trustsPristineStubs
    builder.jobs = request.jobs
    let build = try builder.build(
      selected.buildItems(layout: layout, stubs: stubs), declaring: selected.declaredItems(layout: layout, stubs: stubs))
    let tree = BuildTree(layout: layout)
    let cachePath = layout.runsPath + "/check-results.json"
    var cache = request.reusesResults ? CheckResultCache.load(from: cachePath) : CheckResultCache()
    defer { if request.reusesResults { cache.save(to: cachePath) } }
    // In the student's loop an untouched stub is not run either: `grader verify` proves that every check fails on it.
    let skipsStubs = request.reusesResults && request.trustsPristineStubs
    let toRun = skipsStubs ? build.built.subtracting(notStarted) : build.built
    var results: [CheckKey: CheckResult] = [:]
    if !toRun.isEmpty {
      results = try runChecks(
        selected.checks(builtModules: toRun), layout: layout, fingerprints: build.fingerprints, cache: &cache)
      // Messages name files in the grader's build tree; the student knows them by their place in the kit.
      for (key, result) in results { results[key]?.message = tree.remap(result.message) }
    }

    var questions: [GradeReport.Question] = []
    var closedGraders: [String: ClosedQuestionGrader] = [:]
    for (lesson, question) in selected.questions {
      if !question.kind.isAutomatic {
        questions.append(Scorer.manual(
          question, lesson: lesson, answer: openAnswer(question, lesson: lesson, layout: layout),
          notStarted: notStarted.contains(question.exercise)))
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
        questions.append(Scorer.grade(
          question, lesson: lesson, checks: checks, diagnostics: diagnostics, notStarted: notStarted.contains(question.exercise)))
        continue
      }
      if question.kind == .testWriting, let diagnostics = build.failures[question.exercise] {
        // The student's tests did not compile: every check (the reference run, each fault) is a compile error.
        let names = [TestWritingGrader.referenceCheck] + (question.faults ?? []).map(TestWritingGrader.checkName)
        let checks = names.map { CheckResult(name: $0, status: .notCompiled, message: "没有编译通过 / did not compile") }
        questions.append(Scorer.grade(
          question, lesson: lesson, checks: checks, diagnostics: diagnostics.isEmpty ? nil : diagnostics,
          notStarted: notStarted.contains(question.exercise)))
        continue
      }
      if skipsStubs && notStarted.contains(question.exercise) && build.built.contains(question.exercise) {
        let names =
          question.kind == .testWriting
          ? [TestWritingGrader.referenceCheck] + (question.faults ?? []).map(TestWritingGrader.checkName)
          : selected.checkKeys(for: question, in: lesson).map(\.name)
        let checks = names.map {
          CheckResult(name: $0, status: .failed, message: "还是初始代码，尚未开始 / still the shipped stub: not started")
        }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, notStarted: true))
        continue
      }
      if question.kind == .testWriting, let exercise = lesson.exercise(question.exercise) {
        let checks = try testWritingChecks(
          question, exercise: exercise, layout: layout, fingerprint: build.fingerprints[exercise.module], cache: &cache)
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, notStarted: notStarted.contains(question.exercise)))
        continue
      }
      let keys = selected.checkKeys(for: question, in: lesson)
      if let diagnostics = build.failures[question.exercise] {
        let isNotStarted = notStarted.contains(question.exercise)
        let message =
          isNotStarted && diagnostics.isEmpty
          ? "还是初始代码，尚未开始 / still the shipped stub: not started" : "没有编译通过 / did not compile"
        let checks = keys.map { CheckResult(name: $0.name, status: .notCompiled, message: message) }
        questions.append(Scorer.grade(
          question, lesson: lesson, checks: checks, diagnostics: diagnostics.isEmpty ? nil : diagnostics,
          notStarted: isNotStarted))
      } else {
        let checks = keys.map {
          results[$0] ?? CheckResult(name: $0.name, status: .missing, message: "没有结果 / no result")
        }
        questions.append(Scorer.grade(question, lesson: lesson, checks: checks, notStarted: notStarted.contains(question.exercise)))
      }
    }
    progress.finish()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    var report = Scorer.report(course: course, sources: request.sources, questions: questions, durationSeconds: seconds)
    report.modifiedFiles = modifiedFiles
    return report
  }

  /// The environment of test processes.
  private func testEnvironment(layout: KitLayout) -> [String: String] {
    var environment = request.environment
    environment["KIT_GRADING"] = "1"
    environment["KIT_SOURCES"] = layout.sources.rawValue
    environment["KIT_FAULT"] = nil
    // A crashing check should end at once, not spend seconds printing a backtrace.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }

  /// A test-writing question's checks: the student's tests run against the subject and each faulty version, unless
  /// their results for the same files are kept in `cache`.
  private func testWritingChecks(
    _ question: Question, exercise: Exercise, layout: KitLayout, fingerprint: String?, cache: inout CheckResultCache
  ) throws -> [CheckResult] {
    let names = [TestWritingGrader.referenceCheck] + (question.faults ?? []).map(TestWritingGrader.checkName)
    let keys = names.map { CheckKey(testTarget: exercise.module, suite: question.id, name: $0) }
    let label = exercise.module + "#" + question.id
    let key = fingerprint.map { CheckResultCache.key(fingerprint: $0, checks: keys, timeout: request.timeout) }
    if request.reusesResults, let key, let kept = cache.results(for: label, key: key, checks: keys) {
      return keys.compactMap { kept[$0] }
    }
    let checks = try TestWritingGrader(runner: studentTestsRunner(layout: layout)).checks(for: question, target: exercise.module)
    if request.reusesResults, let key {
      let byKey = Dictionary(checks.map { check in (CheckKey(testTarget: exercise.module, suite: question.id, name: check.name), check) }) { first, _ in first }
      cache.store(byKey, for: label, key: key)
    }
    return checks
  }

  /// Runs the tests students write, against the subject and its faulty versions.
  private func studentTestsRunner(layout: KitLayout) throws -> StudentTestsRunner {
    StudentTestsRunner(
      command: try TestCommand.forBuild(in: layout), workingDirectory: layout.runsPath,
      environment: testEnvironment(layout: layout), runsPath: layout.runsPath, timeout: request.timeout)
  }

  /// Runs every exercise's checks, a few exercises at a time, each in processes of its own.
  ///
  /// With `reusesResults`, an exercise whose inputs (`fingerprints`) are unchanged since its last clear results keeps
  /// them and does not run.
  private func runChecks(
    _ all: [(label: String, checks: [CheckKey])], layout: KitLayout, fingerprints: [String: String],
    cache: inout CheckResultCache
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
    let runner = ExerciseTestRunner(
      command: try TestCommand.forBuild(in: layout),
      // Tests run inside the grader's scratch folder, so a stray relative write never lands in the student's files.
      workingDirectory: layout.runsPath,
      environment: testEnvironment(layout: layout),
      runsPath: layout.runsPath,
      timeout: request.timeout
    )
    let unchanged = all.count - groups.count
    let phase =
      "运行测试 Running the checks of \(groups.count) exercises…" + (unchanged > 0 ? " (\(unchanged) unchanged)" : "")
    progress.update(phase, detail: "0/\(groups.count)")
    let toRun = groups
    let results = ConcurrentWork.map(count: toRun.count, workers: request.jobs) { _, index in
      runner.run(toRun[index].checks, label: toRun[index].label)
    } completed: { done in
      progress.update(phase, detail: "\(done)/\(toRun.count)")
    }
    if request.reusesResults {
      for (group, result) in zip(toRun, results) {
        if let key = keys[group.label] { cache.store(result, for: group.label, key: key) }
      }
    }
    return results.reduce(into: reused) { all, more in all.merge(more) { _, new in new } }
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
      guard let bytes = FileManager.default.contents(atPath: file.path) else { continue }
      if let text = OpenAnswerReader.answers(inSwiftFile: bytes)[name] { return text }
    }
    return nil
  }
}
