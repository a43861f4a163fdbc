import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Realistic submissions graded for real, question by question against what a careful teaching assistant would give,
/// and the proof that grading them is deterministic. Part of `GraderEndToEndTests`, so it shares its kit copy and runs
/// one test at a time.
extension GraderEndToEndTests {
  private var lessonFolder: String { "Lessons/01-DependencyInjection" }

  /// Lays `submission` over the stubs of the kit copy.
  private func apply(_ submission: RealisticSubmission, to kit: GradedKit) throws {
    try kit.restoreStubs()
    for exercise in submission.solved {
      try kit.useSolution(exercise)
    }
    for (path, text) in submission.files {
      try Data(text.utf8).write(to: kit.root.appendingPathComponent("\(lessonFolder)/\(path)"))
    }
    for edit in submission.edits {
      try kit.edit("\(lessonFolder)/\(edit.file)", replacing: edit.old, with: edit.new)
    }
  }

  /// Grades `submission`'s questions and checks each against the catalogue: exactly the listed checks fail, and the
  /// score and status are what the manifest makes of that.
  private func gradeAndCompare(_ submission: RealisticSubmission, kit: GradedKit) async throws {
    try apply(submission, to: kit)
    let ids = submission.failing.keys.sorted()
    let run = try await kit.grade(ids.flatMap { ["--question", $0] } + ["--format", "json", "--no-progress", "--timeout", "20"])
    let report = try run.report()
    let course = try Course.load(from: kit.root.appendingPathComponent(Course.relativePath))
    for id in ids {
      let question = try #require(course.questions.first { $0.question.id == id }?.question)
      // A test-writing question's checks: the run on the reference subject, then one per faulty version.
      let checks = question.kind == .testWriting
        ? ["passesOnReference"] + (question.faults ?? []).map { "catches.\($0.id)" }
        // The instructor's kit runs the hidden checks too.
        : (question.checks ?? []) + (question.hiddenChecks ?? [])
      let failing = submission.failing[id] ?? []
      #expect(failing.isSubset(of: Set(checks)), "\(submission.name) \(id): the catalogue names checks the manifest does not have")
      let graded = try #require(report.questions.first { $0.id == id }, "\(submission.name): \(id) is not in the report")
      let failed = graded.checks.filter { !$0.passed }
      let explained = failed.map { "\($0.name) [\($0.status)]: \($0.message.prefix(300))" }.joined(separator: "\n")
      #expect(
        Set(failed.map(\.name)) == failing,
        "\(submission.name) \(id): failed \(failed.map(\.name).sorted()), expected \(failing.sorted())\n\(explained)\n\(graded.diagnostics ?? "")")
      let passed = checks.count - failing.count
      let fraction =
        question.kind != .testWriting ? Double(passed) / Double(checks.count)
        : failing.contains("passesOnReference") ? 0 : Double(passed - 1) / Double(checks.count - 1)
      #expect(graded.score == Scorer.rounded(question.points * fraction), "\(submission.name) \(id)")
      let status: QuestionStatus = failing.isEmpty ? .passed : passed == 0 ? .failed : .partial
      #expect(graded.status == status, "\(submission.name) \(id)")
    }
  }

  @Test(.kit(.course)) func correctWorkInOtherStylesGetsFullMarks() async throws {
    try await gradeAndCompare(.styled, kit: try copy())
  }

  /// Each mistake costs only its requirement. Then the checks of the questions whose grading once depended on luck or
  /// on a shortcut (code 2, 3, 4, fix 3) run 20 times straight from the test binary, for this build (known-wrong
  /// answers) and, after the references are put in their place and graded, for the references, with the same result
  /// every time. The runs use the grader's own runner on the grader's build: no build, no report, about 0.2 s a run.
  /// (The references go into the student's folders, so that the tree already built rebuilds four exercises, instead
  /// of a second tree building the course's support from nothing.)
  @Test(.kit(.course)) func mistakesCostOnlyTheirRequirementEveryTime() async throws {
    let kit = try copy()
    let submission = RealisticSubmission.mistakes
    try await gradeAndCompare(submission, kit: kit)
    let ids = ["di.code2", "di.code3", "di.code4", "di.fix3"]
    let failing = Set(ids.flatMap { id in (submission.failing[id] ?? []).map { "\(id)/\($0)" } })
    try expectSameResultsEveryRun(of: ids, in: kit, failing: failing, label: "known-wrong answers")

    for exercise in ["Code2TodoMock", "Code3TodoEnvironment", "Code4TodoViewModel", "Fix3MockMutation"] {
      try kit.useSolution(exercise)
    }
    let references = try await kit.grade(ids.flatMap { ["--question", $0] } + ["--format", "json", "--no-progress"])
    #expect(try references.report().score == references.report().maxScore, "stderr: \(references.stderr)")
    try expectSameResultsEveryRun(of: ids, in: kit, failing: [], label: "references")
    try kit.restoreStubs()
  }

  /// Runs the checks of `ids` 20 times from the kit's last build of the student's folders: the first run passes
  /// exactly the checks not in `failing` ("question/check"), and every run agrees with the first.
  private func expectSameResultsEveryRun(of ids: [String], in kit: GradedKit, failing: Set<String>, label: String) throws {
    let course = try Course.load(from: kit.root.appendingPathComponent(Course.relativePath))
    let selection = try QuestionSelection(course: course, questionIDs: ids, lessonIDs: [])
    let keys = selection.questions.flatMap { selection.checkKeys(for: $0.question, in: $0.lesson) }
    let questionOfSuite = Dictionary(
      uniqueKeysWithValues: selection.questions.compactMap { pair in pair.question.suite.map { ($0, pair.question.id) } })
    let layout = KitLayout(root: kit.root, sources: .lessons)
    let runsPath = layout.runsPath + "/determinism"
    try FileManager.default.createDirectory(atPath: runsPath, withIntermediateDirectories: true)
    let toolchain = HostToolchain.locate(platform: .current, environment: ProcessInfo.processInfo.environment) { _, _ in nil }
    let sandbox = try TestSandbox.make(platform: .current, launcher: nil, limits: ResourceLimits(), runsPath: runsPath)
    let runner = ExerciseTestRunner(
      command: try sandbox.prepare(TestCommand.forBuild(in: layout, platform: .current, toolchain: toolchain)),
      sandbox: sandbox,
      runsPath: runsPath, timeout: .seconds(60), deadline: nil)
    var outcomes: [[String: Bool]] = []
    for round in 1...20 {
      let results = runner.run(keys, label: "round\(round)", slot: 0).results
      outcomes.append(Dictionary(uniqueKeysWithValues: keys.map { key in
        ("\(questionOfSuite[key.suite] ?? key.suite)/\(key.name)", results[key]?.status == .passed)
      }))
    }
    let expected = Dictionary(uniqueKeysWithValues: outcomes[0].keys.map { ($0, !failing.contains($0)) })
    #expect(outcomes[0] == expected, "\(label): the first run differs from the catalogue")
    for (index, outcome) in outcomes.enumerated().dropFirst() {
      let differing = outcome.keys.filter { outcome[$0] != outcomes[0][$0] }.sorted()
      #expect(differing.isEmpty, "\(label): run \(index + 1) differs from run 1 on \(differing)")
    }
  }
}
