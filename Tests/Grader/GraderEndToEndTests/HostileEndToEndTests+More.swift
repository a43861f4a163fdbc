import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The next tricks of a student who has read the grader's source: shadowing the scan does not see (sugar, type aliases,
/// look-alike nested names, code hidden behind a regex literal), files that are not files, an exercise that breaks the
/// test program's link, leftovers in other shared folders, and, in a batch, one student's build or code reaching the
/// next student's grade or report. Part of `GraderEndToEndTests`, so it shares its kit copy and runs one test at a time.
extension GraderEndToEndTests {
  private static let diFolder = "Lessons/01-DependencyInjection"

  /// A mock of code 2 that keeps nothing it is given, and an equality on `[Todo]` written with sugar that makes every
  /// comparison of the suite true: without the scan, full marks for nothing.
  private func plantSugarEquality(in kit: GradedKit) throws {
    let file = "\(Self.diFolder)/Code2TodoMock/MockTodoRepository.swift"
    try kit.edit(file, replacing: "      todos.append(todo)\n", with: "")
    try kit.edit(file, replacing: "      todos[index] = todo\n", with: "      _ = index\n")
    try kit.edit(file, replacing: "    todos.removeAll { $0.id == todo.id }\n", with: "")
    try kit.append("\nextension [Todo] { public static func == (lhs: [Todo], rhs: [Todo]) -> Bool { true } }\n", to: file)
  }

  @Test(.kit(.course)) func scanTricksStrayFilesAndLinkBreakersCostOnlyTheirExercise() async throws {
    let kit = try copy()
    try kit.restoreStubs()
    for exercise in ["Code1TodoModel", "Code2TodoMock", "Code3TodoEnvironment", "Code4TodoViewModel", "Code5FileRepository", "Fix3MockMutation"] {
      try kit.useSolution(exercise)
    }
    let folder = kit.root.appendingPathComponent(Self.diFolder)
    // Code2: `==` through sugar; Fix3: through a type alias, on a mock that keeps nothing either.
    try plantSugarEquality(in: kit)
    let fix3 = "\(Self.diFolder)/Fix3MockMutation/MockBookRepository.swift"
    try kit.edit(fix3, replacing: "    books.append(book)\n", with: "")
    try kit.edit(fix3, replacing: "    books.removeAll { $0.id == book.id }\n", with: "")
    try kit.append("\npublic typealias Shelf = [Book]\nextension Shelf { public static func == (lhs: [Book], rhs: [Book]) -> Bool { true } }\n", to: fix3)
    // Code4: a nested type named Array, so that `Swift.Array` looks like the student's own.
    try kit.append(
      "\npublic enum Names { public struct Array {} }\nextension Swift.Array where Element == Todo { public static func == (lhs: [Todo], rhs: [Todo]) -> Bool { true } }\n",
      to: "\(Self.diFolder)/Code4TodoViewModel/TodoListViewModel.swift")
    // Code5: a comment opener inside a regex literal, which a scan that knows no regex literals takes for a comment.
    try kit.append(
      "\nfunc hide() { _ = #/a/*/# }\nextension Array where Element == Todo { public static func == (lhs: [Todo], rhs: [Todo]) -> Bool { true } }\n// */\n",
      to: "\(Self.diFolder)/Code5FileRepository/FileTodoRepository.swift")
    // Code1: `@main` in a library exercise defines a second `main` for the one test program.
    let hijack = folder.appendingPathComponent("Code1TodoModel/Hijack.swift")
    try Data("@main struct Hijack { static func main() {} }\n".utf8).write(to: hijack)
    // Fix2: a named pipe, which waits forever for a writer; Fix1: a link to a device that never ends.
    #expect(mkfifo(folder.appendingPathComponent("Fix2EnvironmentValue/Pipe.swift").path, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Fix1Injection/Zero.swift").path, withDestinationPath: "/dev/zero")
    // FillIn: a file name with a quote and one with a line break, which SwiftPM writes unescaped into its build files.
    try Data("public struct Quoted {}\n".utf8).write(to: folder.appendingPathComponent("FillIn/say \"hi\".swift"))
    try Data("public struct Broken {}\n".utf8).write(to: folder.appendingPathComponent("FillIn/two\nlines.swift"))
    // Predict: a link to itself and a link to its own parent; they are not files, and must not cost the answers.
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Predict/loop").path, withDestinationPath: "loop")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Predict/sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Predict/sub/up").path, withDestinationPath: "..")
    // Code3: a file left in /run/lock, writable by everyone on Debian and Ubuntu, while the checks run.
    let lockLeftover = "/run/lock/grader-e2e-\(UUID().uuidString)"
    let environment = "\(Self.diFolder)/Code3TodoEnvironment/EnvironmentValues+TodoRepository.swift"
    try kit.edit(environment, replacing: "import SwiftUI", with: "import Foundation\nimport SwiftUI")
    try kit.edit(environment, replacing: "    get { self[TodoRepositoryKey.self] }",
      with: "    get {\n      FileManager.default.createFile(atPath: \"\(lockLeftover)\", contents: Data(\"x\".utf8))\n      return self[TodoRepositoryKey.self]\n    }")

    let questions = ["code1", "code2", "code3", "code4", "code5", "fix1", "fix2", "fix3", "predict1", "fill1"].flatMap { ["--question", "di.\($0)"] }
    let run = try await kit.grade(questions + ["--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"], limit: .seconds(600))
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    let report = try run.report()
    let question = { (id: String) in report.questions.first { $0.id == id } }
    func messages(_ id: String) -> String { question(id)?.checks.map(\.message).joined(separator: "\n") ?? "" }
    for id in ["di.code2", "di.fix3", "di.code4", "di.code5"] {
      #expect(question(id)?.status == .tampered && question(id)?.score == 0, "\(id): \(messages(id))")
      #expect(messages(id).contains("the operator == in an extension of"), "\(id): \(messages(id))")
    }
    let code1 = try #require(question("di.code1"))
    #expect(code1.status == .compileError && code1.diagnostics?.contains("main") == true, "\(code1.diagnostics ?? "")")
    #expect(question("di.fix2")?.status == .compileError && question("di.fix2")?.diagnostics?.contains("Fix2EnvironmentValue/Pipe.swift") == true)
    #expect(question("di.fix1")?.status == .compileError && question("di.fix1")?.diagnostics?.contains("Fix1Injection/Zero.swift") == true)
    #expect(question("di.predict1")?.status == .unanswered, "\(messages("di.predict1"))")
    let fill1 = try #require(question("di.fill1"))
    #expect(fill1.status == .compileError && fill1.diagnostics?.contains(#"FillIn/two\nlines.swift"#) == true, "\(fill1.diagnostics ?? "")")
    #expect(question("di.code3")?.status == .passed, "\(messages("di.code3"))")
    #expect(!FileManager.default.fileExists(atPath: lockLeftover), "a file the checks left in /run/lock outlived the grading")

    // Without the offending file, the exercise is graded again, and the object it left in the build folder is not
    // held against it.
    try FileManager.default.removeItem(at: hijack)
    let again = try await kit.grade(["--question", "di.code1", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let regraded = try #require(try again.report().questions.first)
    #expect(regraded.status == .passed, "\(regraded.checks.map(\.message))")
    try kit.restoreStubs()
  }

  /// A conformance is global to a process: in one test program for every exercise, code 1's `String: Error` changed
  /// what code 2's own code computed, and so code 2's checks. Each exercise's checks now run in a process that holds
  /// the kit and that exercise alone (`ExerciseImageLinker`), so neither exercise sees the other.
  @Test(.kit(.fixture)) func oneExercisesConformanceNeverReachesAnotherExercise() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code1Math")
    try kit.useSolution("Code2Text")
    try kit.append("\nextension String: @retroactive Error {}\n", to: "\(Self.basics)/Code1Math/Math.swift")
    // Correct unless a String is an Error in its process; and a sign, in a check's own process, of code 1's presence.
    try kit.edit(
      "\(Self.basics)/Code2Text/Text.swift", replacing: "text.uppercased() + \"!\"",
      with: "text.uppercased() + ((text as Any) is any Error ? \"?\" : \"!\")")
    let run = try await kit.grade(
      ["--question", "f.code1", "--question", "f.code2", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let report = try run.report()
    for id in ["f.code1", "f.code2"] {
      let question = try #require(report.questions.first { $0.id == id }, "stderr: \(run.stderr)")
      #expect(question.status == .passed, "\(id): \(question.checks.filter { !$0.passed }.map(\.message))")
    }
    // The images hold the hidden checks: only the grader reads them (the test process gets them on a descriptor).
    let images = KitLayout(root: kit.root, sources: .lessons).imagesPath
    let names = try FileManager.default.contentsOfDirectory(atPath: images).filter { $0.hasSuffix(".image") }
    #expect(Set(names).isSuperset(of: ["FMathTests.image", "FTextTests.image"]), "\(names)")
    for name in names {
      let mode = try FileManager.default.attributesOfItem(atPath: images + "/" + name)[.posixPermissions] as? Int
      #expect(mode == 0o600, "\(name): \(String(mode ?? 0, radix: 8))")
    }
    try kit.restoreStubs()
  }

  @Test(.kit(.fixture)) func theGradersOwnBuildTreeIsRepairedNotTrusted() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code1Math")
    try kit.useSolution("Code2Text")
    let file = "\(Self.basics)/Code2Text/Text.swift"
    try kit.edit(file, replacing: "    text.lowercased() + \"...\"", with: "    _ = text\n    return \"\"")
    let arguments = ["--question", "f.code2", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"]
    // Code 1 is graded once too, so that the tree holds it as built (not a placeholder) when it is not graded.
    let first = try #require(try await kit.grade(arguments + ["--question", "f.code1"]).report().questions.first { $0.id == "f.code2" })
    #expect(first.status == .partial && first.score < first.maxScore)

    // What student code running as the grading user could write while its checks ran: into the grader's copy of its
    // own exercise, an equality that makes every comparison true (never seen by the scan, which reads the student's
    // folder); into the copies of other exercises (one built, one a placeholder), a file SwiftPM cannot build; and a
    // state that asks for a build.
    let tree = kit.root.appendingPathComponent(".build/grader/lessons-tree")
    try Data("extension String { public static func == (lhs: String, rhs: String) -> Bool { true } }\n".utf8)
      .write(to: tree.appendingPathComponent("\(Self.basics)/Code2Text/Planted.swift"))
    for exercise in ["Code1Math", "Fix1Greeting"] {
      try Data("public struct Planted {}\n".utf8).write(to: tree.appendingPathComponent("\(Self.basics)/\(exercise)/bad\"name.swift"))
    }
    let statePath = tree.appendingPathComponent(".grader-tree.json")
    var state = try JSONSerialization.jsonObject(with: Data(contentsOf: statePath)) as? [String: Any] ?? [:]
    state["needsBuild"] = true
    try JSONSerialization.data(withJSONObject: state).write(to: statePath)

    let again = try await kit.grade(arguments)
    #expect(again.status == .exited(1), "stderr: \(again.stderr)")
    let second = try #require(try again.report().questions.first)
    #expect(second.status == .partial && second.score == first.score, "\(second.checks.map(\.message))")
    try kit.restoreStubs()
  }

  /// Student code for the fixture's code 2 that, in the first check it runs, writes the records of every check its
  /// process runs (read from the arguments; the IDs from the student's own copy of the suite) and ends the process
  /// without ending the run, so that no summary can contradict it.
  private static func quietForger(kit: GradedKit) throws -> String {
    let suite = try String(contentsOf: kit.root.appendingPathComponent("Tests/01-Basics/Code2Text/Code2TextTests.swift"), encoding: .utf8)
    let lines = suite.split(separator: "\n", omittingEmptySubsequences: false)
    var ids: [String] = []
    for (index, line) in lines.enumerated() {
      guard let at = line.range(of: "@Test"), let name = line.split(separator: "func ").last else { continue }
      let column = line.distance(from: line.startIndex, to: at.lowerBound) + 2
      ids.append("\(name.prefix { $0 != "(" })()/Code2TextTests.swift:\(index + 1):\(column)")
    }
    precondition(ids.count == 3, "the fixture's code 2 suite has three checks, each `@Test func name()` on one line")
    return ##"""

      #if canImport(Glibc)
      import Glibc
      #endif
      enum Forger {
        static func forge() {
          let all = [\##(ids.map { "\"\($0)\"" }.joined(separator: ", "))]
          let arguments = (try? String(contentsOfFile: "/proc/self/cmdline", encoding: .utf8)) ?? ""
          let ids = all.filter { arguments.contains(String($0.prefix { $0 != "(" })) }.map { "FTextTests.Code2Text/" + $0 }
          var text = ""
          for (index, id) in ids.enumerated() {
            if index > 0 { text += #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)","messages":[]},"version":0}"# + "\n" }
            text += #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)","messages":[]},"version":0}"# + "\n"
          }
          _ = text.withCString { write(3, $0, strlen($0)) }
          exit(0)
        }
      }
      """##
  }

  @Test(.kit(.fixture)) func inABatchOneStudentReachesNeitherTheNextGradeNorTheReports() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let work = kit.root.appendingPathComponent(".build/e2e-batch-more")
    // The output lies outside the kit, which the batch closes anyway: only its own closing keeps students out.
    let grades = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("grader-e2e-grades-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: grades) }
    try? FileManager.default.removeItem(at: work)
    let lessons = kit.root.appendingPathComponent("Lessons")
    let solutions = kit.root.appendingPathComponent("Solutions/01-Basics")
    func student(_ name: String) throws -> URL {
      let folder = work.appendingPathComponent("submissions/\(name)/Lessons")
      try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: lessons, to: folder)
      for exercise in ["Code1Math", "Code2Text"] {
        let target = folder.appendingPathComponent("01-Basics/\(exercise)")
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: solutions.appendingPathComponent(exercise), to: target)
      }
      try GradedKit.removeSlips(under: folder)
      return folder.appendingPathComponent("01-Basics")
    }
    // Alice, graded first: `@main` fails the link, and its object stays in the shared build folder.
    let alice = try student("alice")
    try Data("@main struct Hijack { static func main() {} }\n".utf8).write(to: alice.appendingPathComponent("Code1Math/Hijack.swift"))
    // Bob, graded next in the same workspace: honest code 1; code 2 stops if it can list the reports written so far.
    let bob = try student("bob")
    let text = bob.appendingPathComponent("Code2Text/Text.swift")
    let honest = try String(contentsOf: text, encoding: .utf8)
    #expect(honest.contains("    text.uppercased() + \"!\"\n"))
    try ("import Foundation\n\n" + honest.replacingOccurrences(
      of: "    text.uppercased() + \"!\"\n",
      with: "    if (try? FileManager.default.contentsOfDirectory(atPath: \"\(grades.path)/reports\")) != nil { exit(3) }\n    return text.uppercased() + \"!\"\n"
    )).write(to: text, atomically: true, encoding: .utf8)

    // Carol: code 2 with wrong answers whose first call forges the results of every check and never ends the run.
    let carol = try student("carol")
    try ("""
      import Foundation

      /// Ways to say a text.
      public enum Text {
        public static func shout(_ text: String) -> String {
          Forger.forge()
          return ""
        }

        public static func whisper(_ text: String) -> String {
          Forger.forge()
          return ""
        }

        public static func wordCount(_ text: String) -> Int {
          Forger.forge()
          return -1
        }
      }
      """ + Self.quietForger(kit: kit)).write(to: carol.appendingPathComponent("Code2Text/Text.swift"), atomically: true, encoding: .utf8)

    let batch = try await kit.grade(["batch", work.appendingPathComponent("submissions").path, "--output", grades.path, "--jobs", "1",
      "--timeout", "\(Self.timeout)", "--no-progress"], limit: .seconds(900))
    #expect(batch.status == .exited(0), "\(batch.stderr)")
    func report(_ name: String) throws -> GradeReport {
      try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: grades.appendingPathComponent("reports/\(name).json")))
    }
    let aliceCode1 = try #require(try report("alice").questions.first { $0.id == "f.code1" })
    #expect(aliceCode1.status == .compileError, "\(aliceCode1.checks.map(\.message))")
    let bobReport = try report("bob")
    let bobCode1 = try #require(bobReport.questions.first { $0.id == "f.code1" })
    #expect(bobCode1.status == .passed, "alice's build reached bob's grade: \(bobCode1.checks.map(\.message))")
    // Checks whose passes no summary confirmed ran again, until each ended the process itself: none is kept.
    let carolCode2 = try #require(try report("carol").questions.first { $0.id == "f.code2" })
    #expect(carolCode2.score == 0 && carolCode2.checks.allSatisfy { !$0.passed }, "\(carolCode2.checks.map(\.message))")
    if geteuid() == 0 {
      // As root the checks run as other users: the reports of earlier students are closed to them.
      let bobCode2 = try #require(bobReport.questions.first { $0.id == "f.code2" })
      #expect(bobCode2.status == .passed, "bob's code could read the reports: \(bobCode2.checks.map(\.message))")
    }
    try? FileManager.default.removeItem(at: work)
  }
}
