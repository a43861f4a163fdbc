import Foundation
import GraderTestSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The course list, closed answers and the student edition, run through the real grader in the shared kit copy.
extension GraderEndToEndTests {
  /// Adding a lesson the way `Docs/CONTRIBUTING.md` says: its own folders, one manifest entry, `sync` and `lock`.
  @Test(.kit(.fixture)) func addingALessonTouchesOnlyItsFoldersAndTheManifest() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let manifest = kit.root.appendingPathComponent(Course.relativePath)
    let generated = [
      "Package.swift", "README.md", Course.relativePath, KitLock.relativePath, PristineStubs.relativePath,
      ".github/workflows/classroom.yml",
    ]
    // What sync may create (the fixture kit has no workflow until it runs) is removed again afterwards.
    let saved = generated.map { try? Data(contentsOf: kit.root.appendingPathComponent($0)) }
    let lessonFolders = ["Lessons/09-Throwaway", "Solutions/09-Throwaway", "Tests/09-Throwaway"]
    defer {
      for (path, data) in zip(generated, saved) {
        let url = kit.root.appendingPathComponent(path)
        if let data { try? data.write(to: url) } else { try? FileManager.default.removeItem(at: url) }
      }
      for folder in lessonFolders { try? FileManager.default.removeItem(at: kit.root.appendingPathComponent(folder)) }
    }
    let before = kit.snapshot()

    // 1. The lesson's own folders.
    let readme = "# Throwaway\n\n\(LessonTables.exercisesFence.begin)\n\(LessonTables.exercisesFence.end)\n"
    try write(readme, "Lessons/09-Throwaway/README.md", in: kit)
    let quiz = "import KitSupport\n\npublic enum QuizAnswers {\n  public static let choice1: Choice? = %@\n}\n"
    try write(quiz.replacingOccurrences(of: "%@", with: "nil"), "Lessons/09-Throwaway/Quiz/QuizAnswers.swift", in: kit)
    try write(quiz.replacingOccurrences(of: "%@", with: ".b"), "Solutions/09-Throwaway/Quiz/QuizAnswers.swift", in: kit)
    // The code question's requirements list (sync fills it), the reference with one slip per requirement, and two
    // correct alternatives.
    // A module the lesson shares between its text and its suite, in the lesson's own Shared/ folder.
    try write("public enum Numbers {\n  public static let five = 5\n}\n", "Lessons/09-Throwaway/Shared/TNumbers/Numbers.swift", in: kit)
    let block = "\(RequirementBlocks.begin)\n\(RequirementBlocks.end)\n"
    try write(block + "public func add(_ a: Int, _ b: Int) -> Int { 0 }\n", "Lessons/09-Throwaway/Add/Add.swift", in: kit)
    try write(
      block + """
        public func add(_ a: Int, _ b: Int) -> Int {
          let sum = a + b  // SLIP small: let sum = a < 0 ? a + b : 0
          return sum  // SLIP negative: return a < 0 ? 0 : sum
        }

        """, "Solutions/09-Throwaway/Add/Add.swift", in: kit)
    try write(
      "public func add(_ a: Int, _ b: Int) -> Int { [a, b].reduce(0, +) }\n",
      "Solutions/09-Throwaway/Alternatives/Add/reduce/Add.swift", in: kit)
    try write(
      "public func add(_ a: Int, _ b: Int) -> Int {\n  var total = a\n  total += b\n  return total\n}\n",
      "Solutions/09-Throwaway/Alternatives/Add/accumulate/Add.swift", in: kit)
    try write(
      """
      import Testing
      import TNumbers
      @testable import TAdd

      @Suite struct Add {
        @Test func addsSmallNumbers() { #expect(add(2, 3) == Numbers.five, "2 + 3") }
        @Test func addsNegativeNumbers() { #expect(add(-2, -3) == -5, "-2 + -3") }
      }

      """, "Tests/09-Throwaway/Add/AddTests.swift", in: kit)

    // 2. One manifest entry.
    var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
    let text: [String: String] = ["en": "Throwaway", "zh": "临时"]
    let lesson: [String: Any] = [
      "id": "t", "folder": "09-Throwaway", "title": text,
      "modules": [["name": "TNumbers", "path": "Lessons/09-Throwaway/Shared/TNumbers", "dependencies": [String]()]],
      "exercises": [
        ["module": "TQuiz", "folder": "Quiz", "dependencies": ["KitSupport"], "testTarget": "TQuizTests",
         "testDependencies": ["KitSupport"], "stubBuilds": true, "files": ["QuizAnswers.swift"]],
        ["module": "TAdd", "folder": "Add", "testTarget": "TAddTests", "testDependencies": ["TNumbers"], "stubBuilds": true,
         "files": ["Add.swift"]],
      ],
      "questions": [
        ["id": "t.choice1", "kind": "choice", "section": "quiz", "points": 2, "exercise": "TQuiz", "suite": "Choice1",
         "answers": [["constant": "QuizAnswers.choice1", "key": "b"]], "title": text, "hint": text, "explanation": text],
        ["id": "t.code1", "kind": "code", "section": "coding", "points": 4, "exercise": "TAdd", "suite": "Add",
         "checks": ["addsSmallNumbers", "addsNegativeNumbers"], "title": text, "hint": text, "explanation": text,
         "requirements": [
           ["id": "small", "checks": ["addsSmallNumbers"], "points": 2, "text": ["en": "adds 2 and 3", "zh": "算出 2 加 3"]],
           ["id": "negative", "checks": ["addsNegativeNumbers"], "points": 2, "text": ["en": "adds negatives", "zh": "算出负数之和"]],
         ]],
      ],
    ]
    root["lessons"] = (root["lessons"] as? [Any] ?? []) + [lesson]
    try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]).write(to: manifest)

    // 3. sync and lock; then everything derived agrees with the manifest.
    let sync = try await kit.grade(["sync"])
    #expect(sync.status == .exited(0), "\(sync.stdout)\(sync.stderr)")
    #expect(try await kit.grade(["lock"]).status == .exited(0))
    #expect(try await kit.grade(["sync", "--check"]).status == .exited(0))

    // Only the lesson's folders, the manifest and what sync and lock write have changed.
    let changed = Set(kit.snapshot().filter { before[$0.key] != $0.value }.keys)
      .union(before.keys.filter { kit.snapshot()[$0] == nil })
    let allowed = Set(generated + ["Lessons/09-Throwaway/README.md"])
    for path in changed where !allowed.contains(path) && !lessonFolders.contains(where: { path.hasPrefix($0 + "/") }) {
      Issue.record("adding a lesson changed \(path)")
    }
    #expect(changed.contains("Tests/09-Throwaway/Quiz/QuizAnswerTests.swift"))

    // The new questions are graded: verify finds the solutions at full marks, every check failing on the stubs, the
    // slips and alternatives as they should be, and the edition's stubs at zero.
    let verify = try await kit.grade(["verify", "--lesson", "t", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(verify.status == .exited(0), "\(verify.stdout)\(verify.stderr)")
    for line in [
      "✓ Solutions/ score full marks (6 / 6)",
      "✓ each of 2 slips costs exactly its requirement's share, and 2 correct alternatives score full marks",
      "✓ every one of the 3 automatic checks fails against the stubs in Lessons/",
      "✓ the student edition builds and its stubs score zero (0 / 6)",
    ] {
      #expect(verify.stdout.contains(line), "\(line)\n\(verify.stdout)")
    }
    // Again, in the same build folder, where the tree already holds both the references and the stubs: each grade
    // builds what it grades (solutions, then stubs), not what the tree held last.
    let again = try await kit.grade(["verify", "--lesson", "t", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(again.status == .exited(0), "\(again.stdout)\(again.stderr)")
    // The stub shows the requirements sync wrote from the manifest.
    let stub = try String(contentsOf: kit.root.appendingPathComponent("Lessons/09-Throwaway/Add/Add.swift"), encoding: .utf8)
    #expect(stub.contains("// 1. 算出 2 加 3（2 分）") && stub.contains("adds negatives (2 pts)"))
  }

  @Test(.kit(.fixture)) func aSlipInOneClosedAnswerCostsOnlyThatQuestion() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Quiz")
    let file = "\(Self.basics)/Quiz/QuizAnswers.swift"
    // A typo that stops the file from compiling, a raw value that is not an option, and the rest right.
    try kit.edit(file, replacing: "choice1: Choice? = .c", with: "choice1: Choice? = .C")
    try kit.edit(file, replacing: "choice2: Choice? = .a", with: "choice2: Choice? = Choice(rawValue: \"a\")")
    let report = try await kit.grade(["--lesson", "f", "--question", "f.choice1", "--format", "json", "--no-progress"]).report()
    let quizIDs = Set(try kit.course().questions.filter { $0.question.exercise == "FQuiz" }.map(\.question.id))
    let quiz = report.questions.filter { quizIDs.contains($0.id) }
    #expect(quiz.count >= 4)
    let lost = quiz.filter { $0.score < $0.maxScore }.map(\.id)
    #expect(lost == ["f.choice1", "f.choice2"])
    let choice1 = try #require(quiz.first { $0.id == "f.choice1" })
    #expect(choice1.status == .compileError)
    #expect(choice1.diagnostics?.contains("options are lowercase: write .c, not .C") == true)
    #expect(choice1.diagnostics?.contains("QuizAnswers.swift:") == true)
    let choice2 = try #require(quiz.first { $0.id == "f.choice2" })
    #expect(choice2.status == .failed && choice2.checks[0].message.contains("not one of the options"))
    // The compiler's lines are attached to the question they belong to, not repeated under the others of the file.
    #expect(quiz.filter { $0.diagnostics != nil }.map(\.id) == ["f.choice1"])
  }

  /// Code that makes the compiled answer differ from the literal the grader reads is caught, not rewarded.
  @Test(.kit(.fixture)) func aCompiledAnswerThatDisagreesWithTheSourceIsTampered() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Quiz")
    let file = "\(Self.basics)/Quiz/QuizAnswers.swift"
    try kit.edit(
      file, replacing: "public static let choice2: Choice? = .a",
      with: "#if KIT_NEVER\n  public static let choice2: Choice? = .a\n  #else\n  public static let choice2: Choice? = .b\n  #endif")
    let report = try await kit.grade(["--question", "f.choice2", "--format", "json", "--no-progress"]).report()
    let choice2 = try #require(report.questions.first { $0.id == "f.choice2" })
    #expect(choice2.status == .tampered && choice2.score == 0, "\(choice2.checks)")
    #expect(choice2.checks[0].message.contains("student code interfered with grading"))
  }

  @Test(.kit(.course)) func theStudentEditionGivesNothingAway() async throws {
    let kit = try copy()
    try kit.restoreStubs()
    let edition = kit.root.appendingPathComponent(".build/e2e-edition")
    try? FileManager.default.removeItem(at: edition)
    let release = try await kit.grade(["release", "--output", edition.path])
    #expect(release.status == .exited(0), "\(release.stdout)\(release.stderr)")
    let fileManager = FileManager.default
    let lessonModuleTests = ["Tests/01-DependencyInjection/Example", "Tests/03-PreviewData/Shared"]
    for path in ["Solutions", "Tests/Grader", "Tests/Kit", "Scripts", ".ci", "Autograder"] + lessonModuleTests {
      #expect(!fileManager.fileExists(atPath: edition.appendingPathComponent(path).path), "\(path)")
    }
    // What students read ships: the lessons' examples and shared modules, and the subjects without their faults.
    for path in [
      "Lessons/01-DependencyInjection/Example/Bookshelf", "Lessons/01-DependencyInjection/Shared/TodoKit",
      "Tests/01-DependencyInjection/Subject/DITestSubject/TodoListViewModel.swift",
    ] {
      #expect(fileManager.fileExists(atPath: edition.appendingPathComponent(path).path), "\(path)")
    }
    #expect(!fileManager.fileExists(atPath: edition.appendingPathComponent("Tests/01-DependencyInjection/Subject/DITestSubject/Fault.swift").path))
    let manifest = try String(contentsOf: edition.appendingPathComponent(Course.relativePath), encoding: .utf8)
    #expect(!manifest.contains("\"key\"") && manifest.contains("\"keyHashes\""))
    let package = try String(contentsOf: edition.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(package.contains("let isStudentEdition = true"))
    #expect(try KitLock.modifiedFiles(root: edition).isEmpty, "the edition carries its own lock")
    // Its generated suites are the master's: they never held keys in clear.
    let suite = "Tests/01-DependencyInjection/Quiz/QuizAnswerTests.swift"
    #expect(try Data(contentsOf: edition.appendingPathComponent(suite)) == Data(contentsOf: kit.root.appendingPathComponent(suite)))

    // A solution that leaked into a stub stops the release.
    try? fileManager.removeItem(at: edition)
    // The sync below rewrites the copy's stubs file; the tests after this one need the kit's.
    let stubs = kit.root.appendingPathComponent(PristineStubs.relativePath)
    let savedStubs = try Data(contentsOf: stubs)
    defer {
      try? savedStubs.write(to: stubs)
      try? kit.restoreStubs()
    }
    try kit.useSolution("Code2TodoMock")
    // Even after `grader sync` has recorded it as the stub in Course/stubs.json.
    #expect(try await kit.grade(["sync"]).status == .exited(0))
    let leaked = try await kit.grade(["release", "--output", edition.path])
    #expect(leaked.status == .exited(2) && leaked.stderr.contains("is the solution of DITodoMock"), "\(leaked.stderr)")
  }

  private func write(_ text: String, _ path: String, in kit: GradedKit) throws {
    let url = kit.root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}
