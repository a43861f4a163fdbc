import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The real grader on real submissions in a copy of the kit: stubs, a mixed submission with a compile error, a crash,
/// an endless loop and partly right answers, and the solutions.
///
/// The tests share one copy (and so its warm build folders) and run one after another.
@Suite(.serialized) struct GraderEndToEndTests {
  static let kit = Result { try KitCopy() }
  /// The per-process limit used here, small so the endless loop costs little.
  static let timeout = 4

  func copy() throws -> KitCopy { try Self.kit.get() }

  private func statuses(_ report: GradeReport) -> [String: QuestionStatus] {
    Dictionary(uniqueKeysWithValues: report.questions.map { ($0.id, $0.status) })
  }

  private func scores(_ report: GradeReport) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: report.questions.map { ($0.id, $0.score) })
  }

  @Test func untouchedStubsScoreZeroOnEveryCheck() throws {
    let kit = try copy()
    try kit.restoreStubs()
    let before = kit.snapshot()
    let run = try kit.grade(["--lesson", "di", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(kit.snapshot() == before, "the grader changed files in the kit")
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    let report = try run.report()
    let course = try Course.load(from: kit.root.appendingPathComponent(Course.relativePath))
    let totals = try kit.points(lessons: ["di"])
    #expect(report.questions.count == totals.questions)
    #expect(report.score == 0 && report.maxScore == totals.automatic && report.manualMaxScore == totals.open)
    for (lesson, question) in course.questions where lesson.id == "di" {
      let graded = try #require(report.questions.first { $0.id == question.id })
      let stubBuilds = try #require(lesson.exercise(question.exercise)).stubBuilds
      let expected: QuestionStatus =
        switch question.kind {
        case .open: .manual
        case _ where !stubBuilds: .compileError
        case .choice, .trueFalse, .fillIn, .predict: .unanswered
        default: .failed
        }
      #expect(graded.status == expected, "\(question.id)")
      #expect(graded.score == 0, "\(question.id)")
      let checkCount =
        question.kind == .testWriting
        ? 1 + (question.faults ?? []).count : (question.checks ?? []).count + (question.hiddenChecks ?? []).count
      #expect(graded.checks.count == checkCount, "\(question.id)")
      #expect(graded.checks.allSatisfy { !$0.passed }, "\(question.id): a check passes on the stub")
      // Every exercise is still the shipped stub: not started. A stub the manifest says does not compile is not
      // compiled at all (`grader verify` proves the manifest right), so there are no compiler lines to show.
      #expect(graded.isNotStarted, "\(question.id)")
      if expected == .compileError { #expect(graded.diagnostics == nil, "\(question.id)") }
    }
    // One build, however many stubs do not compile.
    let outcome = try kit.buildOutcome()
    #expect(outcome.buildCount <= 1 && outcome.typeCheckCount == 0, "\(outcome)")

    // The short text report: the first lesson in focus (nothing is started yet), its questions not started, no
    // compiler errors, every other lesson on one line with the command that shows it, all in 40 lines.
    let text = try kit.grade(["--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(!text.stdout.contains("error:"))
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix("not started") })
    #expect(lines.count <= 40, "\(text.stdout)")
    for lesson in course.lessons.dropFirst() {
      #expect(lines.filter { $0.contains("swift run grader --lesson \(lesson.id)") }.count == 1, "\(text.stdout)")
    }
  }

  @Test func startedStubsShowTheCompilersLinesFoundInOnePass() throws {
    let kit = try copy()
    try kit.restoreStubs()
    _ = try kit.grade(["--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    // Start every stub of lesson 1 that does not compile (a comment line is enough), and break an exercise whose stub
    // compiles.
    let course = try Course.load(from: kit.root.appendingPathComponent(Course.relativePath))
    let lessonOne = try #require(course.lessons.first { $0.id == "di" })
    let started = lessonOne.exercises.filter { !$0.stubBuilds }
    #expect(started.count >= 2)
    for exercise in started {
      let folder = "Lessons/\(lessonOne.folder)/\(exercise.folder)"
      let file = try #require(try FileManager.default.contentsOfDirectory(atPath: kit.root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") }.sorted().first)
      try kit.append("\n// started\n", to: "\(folder)/\(file)")
    }
    try kit.edit("Lessons/\(lessonOne.folder)/Code2TodoMock/MockTodoRepository.swift", replacing: "import TodoKit", with: "import TodoKit\nlet broken: Int = \"x\"")
    let run = try kit.grade(["--lesson", "di", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let report = try run.report()
    let ids = lessonOne.questions.filter { question in started.contains { $0.module == question.exercise } }.map(\.id) + ["di.code2"]
    for id in ids {
      let question = try #require(report.questions.first { $0.id == id })
      #expect(question.status == .compileError && !question.isNotStarted, "\(id)")
      #expect(question.diagnostics?.contains("error:") == true, "\(id): \(question.diagnostics ?? "no diagnostics")")
    }
    // The compiler's lines name the student's file relative to the kit, never the grader's build tree.
    let fix2 = try #require(report.questions.first { $0.id == "di.fix2" })
    #expect(fix2.diagnostics?.contains("Lessons/01-DependencyInjection/Fix2EnvironmentValue/") == true)
    #expect(fix2.diagnostics?.contains(kit.root.path) == false)
    #expect(fix2.diagnostics?.contains(".build") == false)
    // Four broken exercises cost at most one SwiftPM build after the stubs' build (they are found by checking).
    let outcome = try kit.buildOutcome()
    #expect(outcome.buildCount <= 1, "\(outcome)")
    // Code 1 is still the stub, which compiles (its suite reaches the stub's members through fallbacks): not started.
    #expect(Set(outcome.failures.keys) == Set(started.map(\.module) + ["DITodoMock"]), "\(outcome.failures.keys)")
    #expect(report.questions.first { $0.id == "di.code1" }?.isNotStarted == true)
  }

  @Test func mixedSubmissionCostsOnlyTheBrokenQuestions() throws {
    let kit = try copy()
    try kit.restoreStubs()
    for exercise in [
      "Quiz", "FillIn", "Fix3MockMutation", "Predict", "Code1TodoModel", "Code2TodoMock", "Code3TodoEnvironment",
      "Code4TodoViewModel", "Code5FileRepository", "Open",
    ] {
      try kit.useSolution(exercise)
    }
    let lesson = "Lessons/01-DependencyInjection"
    // Quiz: one wrong, one left empty, one true/false wrong.
    try kit.edit("\(lesson)/Quiz/QuizAnswers.swift", replacing: "choice1: Choice? = .c", with: "choice1: Choice? = .a")
    try kit.edit("\(lesson)/Quiz/QuizAnswers.swift", replacing: "choice2: Choice? = .a", with: "choice2: Choice? = nil")
    try kit.edit("\(lesson)/Quiz/QuizAnswers.swift", replacing: "trueFalse5: Bool? = false", with: "trueFalse5: Bool? = true")
    // Fill-in: full-width, backticks and the macro's own decoration accepted, wrong case rejected, one blank left empty.
    try kit.edit("\(lesson)/FillIn/FillInAnswers.swift", replacing: "blank1 = \"EnvironmentKey\"", with: "blank1 = \" `ＥnvironmentKey` \"")
    try kit.edit("\(lesson)/FillIn/FillInAnswers.swift", replacing: "blank2 = \"EnvironmentValues\"", with: "blank2 = \"environmentValues\"")
    try kit.edit("\(lesson)/FillIn/FillInAnswers.swift", replacing: "blank3 = \"environment\"", with: "blank3 = \"\"")
    try kit.edit("\(lesson)/FillIn/FillInAnswers.swift", replacing: "blank5 = \"expect\"", with: "blank5 = \"＃expect（）\"")
    // Prediction: the count right, the titles wrong.
    try kit.edit("\(lesson)/Predict/Prediction.swift", replacing: "titles: [String]? = [\"A\"]", with: "titles: [String]? = [\"B\"]")
    // A crash: fatalError in the mock's add.
    try kit.edit(
      "\(lesson)/Code2TodoMock/MockTodoRepository.swift", replacing: "public func add(_ todo: Todo) async throws {",
      with: "public func add(_ todo: Todo) async throws {\n    fatalError(\"student bug\")")
    // An endless loop in the file repository's delete.
    try kit.edit(
      "\(lesson)/Code5FileRepository/FileTodoRepository.swift", replacing: "public func delete(_ todo: Todo) async throws {",
      with: "public func delete(_ todo: Todo) async throws {\n    while Int.random(in: 0...1) < 2 {}")
    // A compile error in code3 (fix2 is still the stub, which does not compile either; fix1's stub builds and fails).
    let code3File = try #require(
      try FileManager.default.contentsOfDirectory(atPath: kit.root.appendingPathComponent("\(lesson)/Code3TodoEnvironment").path)
        .filter { $0.hasPrefix("EnvironmentValues") }.first)
    try kit.edit("\(lesson)/Code3TodoEnvironment/\(code3File)", replacing: "import", with: "let brokenOnPurpose: Int = \"text\"\nimport")

    let before = kit.snapshot()
    let run = try kit.grade(["--lesson", "di", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(kit.snapshot() == before, "the grader changed files in the kit")
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
    let report = try run.report()

    var expectedStatus: [String: QuestionStatus] = [
      "di.choice1": .failed, "di.choice2": .unanswered, "di.tf5": .failed,
      "di.fill1": .passed, "di.fill2": .failed, "di.fill3": .unanswered,
      "di.fix1": .failed, "di.fix2": .compileError, "di.fix3": .passed, "di.predict1": .partial,
      "di.code1": .passed, "di.code2": .crashed, "di.code3": .compileError, "di.code4": .passed, "di.code5": .timedOut,
      "di.tests1": .failed, "di.open1": .manual, "di.open2": .manual, "di.open3": .manual,
    ]
    for id in ["di.choice3", "di.choice4", "di.choice5", "di.tf1", "di.tf2", "di.tf3", "di.tf4", "di.fill4", "di.fill5"] {
      expectedStatus[id] = .passed
    }
    #expect(statuses(report) == expectedStatus)
    // Code 5 loses the two checks that delete (the endless loop) out of all its checks, hidden ones included.
    let code5Question = try #require(kit.course().questions.first { $0.question.id == "di.code5" }?.question)
    let code5Checks = Double((code5Question.checks ?? []).count + (code5Question.hiddenChecks ?? []).count)
    let code5Score = Scorer.rounded(code5Question.points * (code5Checks - 2) / code5Checks)
    let expectedScores: [String: Double] = [
      "di.choice1": 0, "di.choice2": 0, "di.choice3": 2, "di.choice4": 2, "di.choice5": 2,
      "di.tf1": 2, "di.tf2": 2, "di.tf3": 2, "di.tf4": 2, "di.tf5": 0,
      "di.fill1": 2, "di.fill2": 0, "di.fill3": 0, "di.fill4": 2, "di.fill5": 2,
      "di.fix1": 0, "di.fix2": 0, "di.fix3": 8, "di.predict1": 3,
      "di.code1": 8, "di.code2": 6.4, "di.code3": 0, "di.code4": 8, "di.code5": code5Score, "di.tests1": 0,
      "di.open1": 0, "di.open2": 0, "di.open3": 0,
    ]
    #expect(scores(report) == expectedScores)
    let automatic = try kit.points(lessons: ["di"]).automatic
    let total = Scorer.rounded(53.4 + code5Score)
    #expect(report.score == total && report.maxScore == automatic)
    #expect(report.sections.map(\.id) == ["quiz", "fill-in", "coding", "open"])
    #expect(report.sections.map(\.score) == [14, 6, Scorer.rounded(33.4 + code5Score), 0])

    let code2 = try #require(report.questions.first { $0.id == "di.code2" })
    let crashed = code2.checks.filter { $0.status == .crashed }
    #expect(crashed.map(\.name).sorted() == ["addAppendsOrReplacesById"])
    #expect(crashed.allSatisfy { $0.message.contains("signal") && $0.message.contains("student bug") })
    let code5 = try #require(report.questions.first { $0.id == "di.code5" })
    #expect(code5.checks.filter { $0.status == .timedOut }.map(\.name).sorted() == ["addReplacesAndDeletesById", "writesAtomically"])
    let code3 = try #require(report.questions.first { $0.id == "di.code3" })
    #expect(code3.diagnostics?.contains("Lessons/01-DependencyInjection/Code3TodoEnvironment/") == true)
    #expect(code3.diagnostics?.contains("error: cannot convert value of type 'String' to specified type 'Int'") == true)
    let choice2 = try #require(report.questions.first { $0.id == "di.choice2" })
    #expect(choice2.hint != nil && choice2.explanation == nil)
    let fix3 = try #require(report.questions.first { $0.id == "di.fix3" })
    #expect(fix3.explanation != nil && fix3.hint == nil)
    let open1 = try #require(report.questions.first { $0.id == "di.open1" })
    #expect((open1.answer ?? "").count > 10, "the open answer was not captured")

    // A regrade right away reuses the build: the endless loop costs two time limits, not a hang.
    let again = try kit.grade(["--lesson", "di", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(try again.report().score == total)
    #expect(again.seconds < Double(2 * Self.timeout + 90), "a warm regrade took \(again.seconds) s")
  }

  @Test func aCompilerCrashCostsOnlyItsExercise() throws {
    let kit = try copy()
    try kit.restoreStubs()
    try kit.useSolution("Code4TodoViewModel")
    try kit.useSolution("Code2TodoMock")
    // swift-frontend 6.3.1 crashes (signal 6) on this comparison inside #expect; see the toolchain notes.
    let suite = "Tests/01-DependencyInjection/Code4TodoViewModel/CompilerCrash.swift"
    try Data(
      """
      import Testing
      @testable import DITodoViewModel
      actor CrashProbe {}
      @Test func crashesTheCompiler() {
        let probe = CrashProbe()
        let other: Any = probe
        #expect((other as AnyObject) === probe)
      }

      """.utf8
    ).write(to: kit.root.appendingPathComponent(suite))
    defer { try? FileManager.default.removeItem(at: kit.root.appendingPathComponent(suite)) }
    let run = try kit.grade(["--question", "di.code4", "--question", "di.code2", "--format", "json", "--no-progress"])
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    let report = try run.report()
    #expect(statuses(report) == ["di.code4": .compileError, "di.code2": .passed])
    let diagnostics = report.questions.first { $0.id == "di.code4" }?.diagnostics ?? ""
    #expect(diagnostics.contains("signal 6"), "\(diagnostics)")
    #expect(diagnostics.contains("CompilerCrash.swift") && !diagnostics.contains("Stack dump"))
    #expect(report.modifiedFiles == [suite])
  }

  @Test func oneQuestionAsJSONPrintsOnlyThatDocument() throws {
    let kit = try copy()
    let run = try kit.grade(["--question", "di.fix3", "--question=di.choice1", "--format", "json", "--no-progress"])
    let report = try run.report()
    #expect(report.questions.map(\.id) == ["di.choice1", "di.fix3"])
    #expect(run.stdout.hasPrefix("{") && run.stdout.hasSuffix("}\n"))
    #expect(run.stderr.isEmpty)
  }

  @Test func textReportAlignsAndSpeaksTheStudentsLanguage() throws {
    let kit = try copy()
    let run = try kit.grade(["--lesson", "di", "--lang", "zh", "--no-progress"])
    #expect(run.stdout.contains("总分"))
    #expect(!run.stdout.contains("\u{1B}["), "colour was printed with NO_COLOR set and no terminal")
    let english = try kit.grade(["--question", "di.choice1", "--lang", "en", "--no-progress"])
    #expect(english.stdout.contains("Total"))
  }

  @Test func solutionsScoreFullMarks() throws {
    let kit = try copy()
    let before = kit.snapshot()
    let run = try kit.grade(["--lesson", "di", "--solutions", "--format", "json", "--no-progress"])
    #expect(kit.snapshot() == before)
    #expect(run.status == .exited(0), "stderr: \(run.stderr)")
    let report = try run.report()
    let totals = try kit.points(lessons: ["di"])
    #expect(report.score == totals.automatic && report.maxScore == totals.automatic)
    #expect(report.questions.filter { $0.status != .manual }.allSatisfy { $0.status == .passed })
  }

  @Test func brokenManifestAndBadArgumentsExitWithTwo() throws {
    let kit = try copy()
    let manifest = "Course/course.json"
    let original = try String(contentsOf: kit.root.appendingPathComponent(manifest), encoding: .utf8)
    defer { try? original.write(to: kit.root.appendingPathComponent(manifest), atomically: true, encoding: .utf8) }
    try kit.edit(manifest, replacing: "\"id\": \"di.choice2\"", with: "\"id\": \"di.choice1\"")
    let broken = try kit.grade(["--no-progress"])
    #expect(broken.status == .exited(2))
    #expect(broken.stderr.contains("di.choice1 is not unique"))
    try original.write(to: kit.root.appendingPathComponent(manifest), atomically: true, encoding: .utf8)
    let unknown = try kit.grade(["--question", "di.nope"])
    #expect(unknown.status == .exited(2) && unknown.stderr.contains("no question di.nope"))
    let usage = try kit.grade(["--format", "xml"])
    #expect(usage.status == .exited(2) && usage.stderr.contains("--format"))
  }
}
