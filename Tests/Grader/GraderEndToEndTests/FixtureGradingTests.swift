import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The real grader on the fixture kit (`Tests/Grader/Fixtures/kit`): the stubs, started stubs, a mixed submission
/// with a compile error, a crash, an endless loop and partly right answers, a compiler crash, and bad input. Part of
/// `GraderEndToEndTests`, so it runs one test at a time with the fixture's warm build folders.
extension GraderEndToEndTests {
  /// The fixture's first lesson, where its exercises live.
  static let basics = "Lessons/01-Basics"

  private func statuses(_ report: GradeReport) -> [String: QuestionStatus] {
    Dictionary(uniqueKeysWithValues: report.questions.map { ($0.id, $0.status) })
  }

  private func scores(_ report: GradeReport) -> [String: Double] {
    Dictionary(uniqueKeysWithValues: report.questions.map { ($0.id, $0.score) })
  }

  @Test(.kit(.fixture)) func untouchedStubsScoreZeroOnEveryCheck() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let before = kit.snapshot()
    let run = try await kit.grade(["--lesson", "f", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(kit.snapshot() == before, "the grader changed files in the kit")
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    let report = try run.report()
    let course = try kit.course()
    let totals = try kit.points(lessons: ["f"])
    #expect(report.questions.count == totals.questions)
    #expect(report.score == 0 && report.maxScore == totals.automatic && report.manualMaxScore == totals.open)
    var seen: Set<QuestionStatus> = []
    for (lesson, question) in course.questions where lesson.id == "f" {
      let graded = try #require(report.questions.first { $0.id == question.id })
      let stubBuilds = try #require(lesson.exercise(question.exercise)).stubBuilds
      let expected: QuestionStatus =
        switch question.kind {
        case .open: .manual
        case _ where !stubBuilds: .compileError
        case .choice, .trueFalse, .fillIn, .predict: .unanswered
        default: .failed
        }
      seen.insert(expected)
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
    // The fixture has every kind of stub: one that does not compile, closed, open, and stubs that build and fail.
    #expect(seen == [.manual, .compileError, .unanswered, .failed])
    // One build, however many stubs do not compile.
    let outcome = try kit.buildOutcome()
    #expect(outcome.buildCount <= 1 && outcome.typeCheckCount == 0, "\(outcome)")

    // The short text report: the first lesson in focus (nothing is started yet), its questions not started, no
    // compiler errors, every other lesson on one line with the command that shows it, all in 40 lines.
    let text = try await kit.grade(["--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(!text.stdout.contains("error:"))
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix("not started") })
    #expect(lines.count <= 40, "\(text.stdout)")
    #expect(course.lessons.count >= 2)
    for lesson in course.lessons.dropFirst() {
      #expect(lines.filter { $0.contains("swift run grader --lesson \(lesson.id)") }.count == 1, "\(text.stdout)")
    }
  }

  @Test(.kit(.fixture)) func startedStubsShowTheCompilersLinesFoundInOnePass() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    _ = try await kit.grade(["--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    // Start every stub that does not compile but code 2's (a comment line is enough), and break code 1, whose stub
    // compiles.
    let course = try kit.course()
    let basics = try #require(course.lessons.first { $0.id == "f" })
    let started = basics.exercises.filter { !$0.stubBuilds && $0.module != "FText" }
    #expect(!started.isEmpty)
    for exercise in started {
      let folder = "\(Self.basics)/\(exercise.folder)"
      let file = try #require(try FileManager.default.contentsOfDirectory(atPath: kit.root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") }.sorted().first)
      // A fresh comment each run: the grader remembers what did not compile before (BrokenBuildCache), and a version
      // it remembers is not checked again.
      try kit.append("\n// started \(UUID().uuidString)\n", to: "\(folder)/\(file)")
    }
    try kit.edit("\(Self.basics)/Code1Math/Math.swift", replacing: "/// Small arithmetic.", with: "let broken: Int = \"x\"\n/// Small arithmetic.")
    let run = try await kit.grade(["--lesson", "f", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let report = try run.report()
    let ids = basics.questions.filter { question in started.contains { $0.module == question.exercise } }.map(\.id) + ["f.code1"]
    #expect(ids.count >= 2)
    for id in ids {
      let question = try #require(report.questions.first { $0.id == id })
      #expect(question.status == .compileError && !question.isNotStarted, "\(id)")
      #expect(question.diagnostics?.contains("error:") == true, "\(id): \(question.diagnostics ?? "no diagnostics")")
    }
    // The compiler's lines name the student's file relative to the kit, never the grader's build tree.
    let fix1 = try #require(report.questions.first { $0.id == "f.fix1" })
    #expect(fix1.diagnostics?.contains("\(Self.basics)/Fix1Greeting/") == true)
    #expect(fix1.diagnostics?.contains(kit.root.path) == false)
    #expect(fix1.diagnostics?.contains(".build") == false)
    // The broken exercises cost at most one SwiftPM build after the stubs' build (they are found by checking).
    let outcome = try kit.buildOutcome()
    #expect(outcome.buildCount <= 1, "\(outcome)")
    // Code 2 is still the stub, which does not compile: known without compiling.
    #expect(Set(outcome.failures.keys) == Set(started.map(\.module) + ["FMath", "FText"]), "\(outcome.failures.keys)")
    #expect(outcome.failures["FText"] == "")
    #expect(report.questions.first { $0.id == "f.code2" }?.isNotStarted == true)

    // Most of the lesson new (another student's work) and one exercise broken: the build goes first, stops at the
    // broken one, and one more build without it grades the rest; no exercise is checked on its own.
    for folder in ["Quiz", "Fix1Greeting", "Code2Text", "WriteTests", "Open"] { try kit.useSolution(folder) }
    try kit.append("\n// another student \(UUID().uuidString)\n", to: "\(Self.basics)/Code1Math/Math.swift")
    let rebuilt = try await kit.grade(["--lesson", "f", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"]).report()
    let afterOne = try kit.buildOutcome()
    #expect(afterOne.buildCount == 2 && afterOne.typeCheckCount == 0, "\(afterOne)")
    #expect(Set(afterOne.failures.keys) == ["FMath"], "\(afterOne.failures.keys)")
    #expect(rebuilt.questions.first { $0.id == "f.code1" }?.status == .compileError)
    #expect(rebuilt.questions.first { $0.id == "f.code2" }?.status == .passed)
    try kit.restoreStubs()
  }

  @Test(.kit(.fixture)) func mixedSubmissionCostsOnlyTheBrokenQuestions() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    for exercise in ["Quiz", "Code1Math", "Code2Text", "Fix1Greeting", "Open"] { try kit.useSolution(exercise) }
    let quiz = "\(Self.basics)/Quiz/QuizAnswers.swift"
    // Quiz: one wrong, one left empty; the fill-in in full-width letters and backticks (accepted); the prediction's
    // count right, its order wrong.
    try kit.edit(quiz, replacing: "choice1: Choice? = .c", with: "choice1: Choice? = .a")
    try kit.edit(quiz, replacing: "choice2: Choice? = .a", with: "choice2: Choice? = nil")
    try kit.edit(quiz, replacing: "blank1 = \"struct\"", with: "blank1 = \" `ｓtruct` \"")
    try kit.edit(quiz, replacing: "sorted: [String]? = [\"a\", \"b\", \"c\"]", with: "sorted: [String]? = [\"c\", \"b\", \"a\"]")
    // A crash: fatalError in add, which two of code 1's three checks call.
    try kit.edit("\(Self.basics)/Code1Math/Math.swift", replacing: "    return sum", with: "    fatalError(\"student bug\")")
    // An endless loop in code 2's word count.
    try kit.edit("\(Self.basics)/Code2Text/Text.swift", replacing: "    text.split(separator: \" \").count",
      with: "    while Int.random(in: 0...1) < 2 {}\n    return 0")
    // A compile error in a started exercise (the test-writing stub is left as shipped: it builds, and fails).
    try kit.edit("\(Self.basics)/Fix1Greeting/Greeting.swift", replacing: "/// A greeting", with: "let brokenOnPurpose: Int = \"text\"\n/// A greeting")

    let before = kit.snapshot()
    let run = try await kit.grade(["--lesson", "f", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(kit.snapshot() == before, "the grader changed files in the kit")
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
    let report = try run.report()
    #expect(statuses(report) == [
      "f.choice1": .failed, "f.choice2": .unanswered, "f.tf1": .passed, "f.fill1": .passed, "f.predict1": .partial,
      "f.code1": .crashed, "f.code2": .timedOut, "f.fix1": .compileError, "f.tests1": .failed, "f.open1": .manual,
      "f.open2": .manual,
    ])
    // Code 1 keeps one check of three, code 2 two of three.
    let code1Score = Scorer.rounded(5.0 / 3)
    #expect(scores(report) == [
      "f.choice1": 0, "f.choice2": 0, "f.tf1": 2, "f.fill1": 2, "f.predict1": 2, "f.code1": code1Score, "f.code2": 4,
      "f.fix1": 0, "f.tests1": 0, "f.open1": 0, "f.open2": 0,
    ])
    let total = Scorer.rounded(10 + code1Score)
    let automatic = try kit.points(lessons: ["f"]).automatic
    #expect(report.score == total && report.maxScore == automatic)
    #expect(report.sections.map(\.id) == ["quiz", "fill-in", "coding", "open"])
    #expect(report.sections.map(\.score) == [2, 2, Scorer.rounded(6 + code1Score), 0])

    let code1 = try #require(report.questions.first { $0.id == "f.code1" })
    let crashed = code1.checks.filter { $0.status == .crashed }
    #expect(crashed.map(\.name).sorted() == ["addsNegativeNumbers", "addsSmallNumbers"])
    #expect(crashed.allSatisfy { $0.message.contains("signal") && $0.message.contains("student bug") })
    let code2 = try #require(report.questions.first { $0.id == "f.code2" })
    #expect(code2.checks.filter { $0.status == .timedOut }.map(\.name) == ["countsWords"])
    let fix1 = try #require(report.questions.first { $0.id == "f.fix1" })
    #expect(fix1.diagnostics?.contains("\(Self.basics)/Fix1Greeting/") == true)
    #expect(fix1.diagnostics?.contains("error: cannot convert value of type 'String' to specified type 'Int'") == true)
    let choice2 = try #require(report.questions.first { $0.id == "f.choice2" })
    #expect(choice2.hint != nil && choice2.explanation == nil)
    let tf1 = try #require(report.questions.first { $0.id == "f.tf1" })
    #expect(tf1.explanation != nil && tf1.hint == nil)
    let open1 = try #require(report.questions.first { $0.id == "f.open1" })
    #expect((open1.answer ?? "").count > 10, "the open answer was not captured")

    // A regrade right away reuses the build: the endless loop costs one time limit, not a hang.
    let again = try await kit.grade(["--lesson", "f", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(try again.report().score == total)
    #expect(again.seconds < Double(2 * Self.timeout + 90), "a warm regrade took \(again.seconds) s")
  }

  @Test(.kit(.fixture)) func aCompilerCrashCostsOnlyItsExercise() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code1Math")
    try kit.useSolution("Code2Text")
    // swift-frontend 6.3.1 crashes (signal 6) on this comparison inside #expect; see the toolchain notes.
    let suite = "Tests/01-Basics/Code1Math/CompilerCrash.swift"
    try kit.write(
      """
      import Testing
      @testable import FMath
      actor CrashProbe {}
      @Test func crashesTheCompiler() {
        let probe = CrashProbe()
        let other: Any = probe
        #expect((other as AnyObject) === probe)
      }

      """, to: suite)
    defer { try? FileManager.default.removeItem(at: kit.root.appendingPathComponent(suite)) }
    let run = try await kit.grade(["--question", "f.code1", "--question", "f.code2", "--format", "json", "--no-progress"])
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    let report = try run.report()
    #expect(statuses(report) == ["f.code1": .compileError, "f.code2": .passed])
    let diagnostics = report.questions.first { $0.id == "f.code1" }?.diagnostics ?? ""
    #expect(diagnostics.contains("signal 6"), "\(diagnostics)")
    #expect(diagnostics.contains("CompilerCrash.swift") && !diagnostics.contains("Stack dump"))
    #expect(report.modifiedFiles == [suite])
  }

  @Test(.kit(.fixture)) func oneQuestionAsJSONPrintsOnlyThatDocument() async throws {
    let kit = try fixture()
    let run = try await kit.grade(["--question", "f.code1", "--question=f.choice1", "--format", "json", "--no-progress"])
    let report = try run.report()
    #expect(report.questions.map(\.id) == ["f.choice1", "f.code1"])
    #expect(run.stdout.hasPrefix("{") && run.stdout.hasSuffix("}\n"))
    #expect(run.stderr.isEmpty)
  }

  @Test(.kit(.fixture)) func textReportAlignsAndSpeaksTheStudentsLanguage() async throws {
    let kit = try fixture()
    let run = try await kit.grade(["--lesson", "f", "--lang", "zh", "--no-progress"])
    #expect(run.stdout.contains("总分"))
    #expect(!run.stdout.contains("\u{1B}["), "colour was printed with NO_COLOR set and no terminal")
    let english = try await kit.grade(["--question", "f.choice1", "--lang", "en", "--no-progress"])
    #expect(english.stdout.contains("Total"))
  }

  @Test(.kit(.fixture)) func brokenManifestAndBadArgumentsExitWithTwo() async throws {
    let kit = try fixture()
    let manifest = Course.relativePath
    let original = try String(contentsOf: kit.root.appendingPathComponent(manifest), encoding: .utf8)
    defer { try? original.write(to: kit.root.appendingPathComponent(manifest), atomically: true, encoding: .utf8) }
    try kit.edit(manifest, replacing: "\"id\": \"f.choice2\"", with: "\"id\": \"f.choice1\"")
    let broken = try await kit.grade(["--no-progress"])
    #expect(broken.status == .exited(2))
    #expect(broken.stderr.contains("f.choice1 is not unique"))
    try original.write(to: kit.root.appendingPathComponent(manifest), atomically: true, encoding: .utf8)
    let unknown = try await kit.grade(["--question", "f.nope"])
    #expect(unknown.status == .exited(2) && unknown.stderr.contains("no question f.nope"))
    let usage = try await kit.grade(["--format", "xml"])
    #expect(usage.status == .exited(2) && usage.stderr.contains("--format"))
  }
}
