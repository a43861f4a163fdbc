import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Submissions written as a hostile student would write them, one attack per exercise so that one grading run covers
/// several classes: forged results, interposed symbols, shadowed names, early exits, floods, escapes, writes outside
/// the scratch folder, stray files. Every attack must gain nothing, cost only its own exercise, and leave nothing behind.
/// Part of `GraderEndToEndTests`, so it shares its kit copy and runs one test at a time.
extension GraderEndToEndTests {
  private var lessonFolder: String { "Lessons/01-DependencyInjection" }

  /// Appends `code` to a file of an exercise in the kit copy.
  private func append(_ code: String, to file: String, in kit: GradedKit) throws {
    let url = kit.root.appendingPathComponent("\(lessonFolder)/\(file)")
    let text = try String(contentsOf: url, encoding: .utf8)
    try (text + "\n" + code + "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  /// Student code that writes records of its own into every pipe it can find, then ends the process: the check that
  /// runs first and every other check of the suite "pass".
  private static func forger(everyPipe: Bool) -> String {
    """
    #if canImport(Glibc)
    import Glibc
    #endif
    enum Forger {
      static func forge() {
        let suite = "DITodoMockTests.Code2TodoMock"
        let names = ["returnsGivenTodos()/Code2TodoMockTests.swift:", "throwsWhenToldToFail()/Code2TodoMockTests.swift:",
          "addsAndDeletesById()/Code2TodoMockTests.swift:", "concurrentAddsAreAllKept()/Code2TodoMockTests.swift:"]
        // The IDs carry the suite's line numbers: read them from the kit's own test file.
        let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
          .deletingLastPathComponent().deletingLastPathComponent()
        let tests = (try? String(contentsOf: kit.appendingPathComponent("Tests/01-DependencyInjection/Code2TodoMock/Code2TodoMockTests.swift"), encoding: .utf8)) ?? ""
        let lines = tests.split(separator: "\\n", omittingEmptySubsequences: false)
        var ids: [String] = []
        for name in names {
          let function = String(name.prefix(while: { $0 != "(" }))
          let line = (lines.firstIndex { $0.contains("func \\(function)(") } ?? 1)
          ids.append("\\(suite)/\\(name)\\(line):4")
        }
        var text = ""
        for (index, id) in ids.enumerated() {
          if index > 0 { text += #"{"kind":"event","payload":{"kind":"testStarted","testID":"\\#(id)","messages":[]},"version":0}"# + "\\n" }
          text += #"{"kind":"event","payload":{"kind":"testEnded","testID":"\\#(id)","messages":[]},"version":0}"# + "\\n"
        }
        text += #"{"kind":"event","payload":{"kind":"testEnded","testID":"\\#(suite)","messages":[]},"version":0}"# + "\\n"
        text += #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"# + "\\n"
        for descriptor in Int32(3)..<Int32(64) {
          var info = stat()
          guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO else { continue }
          _ = text.withCString { write(descriptor, $0, strlen($0)) }
          if \(everyPipe ? "false" : "true") { break }
        }
        exit(0)
      }
    }
    """
  }

  @Test(.kit(.course)) func hostileSubmissionGainsNothingAndBreaksNothing() async throws {
    let kit = try copy()
    try kit.restoreStubs()
    for exercise in [
      "Quiz", "FillIn", "Fix1Injection", "Fix2EnvironmentValue", "Fix3MockMutation", "Predict", "Code1TodoModel",
      "Code2TodoMock", "Code3TodoEnvironment", "Code4TodoViewModel", "Code5FileRepository", "Open",
    ] {
      try kit.useSolution(exercise)
    }
    let marker = "/tmp/grader-e2e-escaped-\(UUID().uuidString)"
    let leftover = "/tmp/grader-e2e-leftover-\(UUID().uuidString)"
    // Code1: a definition of a Swift runtime entry point.
    try append("@_silgen_name(\"swift_retain\") public func myRetain(_ object: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? { object }", to: "Code1TodoModel/Todo.swift", in: kit)
    // Code2: forged results in every pipe, then an early, successful exit.
    try append(Self.forger(everyPipe: true), to: "Code2TodoMock/MockTodoRepository.swift", in: kit)
    try kit.edit("\(lessonFolder)/Code2TodoMock/MockTodoRepository.swift", replacing: "public func fetchTodos() async throws -> [Todo] {",
      with: "public func fetchTodos() async throws -> [Todo] {\n    Forger.forge()")
    try kit.edit("\(lessonFolder)/Code2TodoMock/MockTodoRepository.swift", replacing: "import Foundation", with: "import Foundation\n")
    // Code3: a type named like the module Swift Testing's macros expand to.
    try append("public enum Testing { public static func __checkValue(_ value: Bool) {} }", to: "Code3TodoEnvironment/TodoRepositoryKey.swift", in: kit)
    // Code4: one method ends the process early with status 0; only the check that calls it may lose.
    try kit.edit("\(lessonFolder)/Code4TodoViewModel/TodoListViewModel.swift", replacing: "public func toggle(_ todo: Todo) async {",
      with: "public func toggle(_ todo: Todo) async {\n    exit(0)")
    // Code5: deleting floods the output.
    try kit.edit("\(lessonFolder)/Code5FileRepository/FileTodoRepository.swift", replacing: "public func delete(_ todo: Todo) async throws {",
      with: "public func delete(_ todo: Todo) async throws {\n    let line = String(repeating: \"spam \", count: 200)\n    while true { print(line) }")
    // Fix3: an equality that the suite's #expect would prefer.
    try append("extension Array where Element == Book { public static func == (lhs: [Book], rhs: [Book]) -> Bool { true } }", to: "Fix3MockMutation/MockBookRepository.swift", in: kit)
    // Fix1: a background process in a session of its own, and writes into the kit and the shared temporary folder.
    try kit.edit("\(lessonFolder)/Fix1Injection/BookListViewModel.swift", replacing: "public func load() async {",
      with: """
        public func load() async {
            let escape = Process()
            escape.executableURL = URL(fileURLWithPath: "/bin/sh")
            escape.arguments = ["-c", "setsid sh -c 'sleep 4; touch \(marker)' >/dev/null 2>&1 < /dev/null &"]
            try? escape.run()
            escape.waitUntilExit()
            let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
              .deletingLastPathComponent().deletingLastPathComponent()
            FileManager.default.createFile(atPath: kitRoot.path + "/Tests/planted.txt", contents: Data("x".utf8))
            FileManager.default.createFile(atPath: "\(leftover)", contents: Data("x".utf8))
        """)
    // Fix2: a stray file of another language.
    try Data("int helper(void) { return 1; }\n".utf8).write(to: kit.root.appendingPathComponent("\(lessonFolder)/Fix2EnvironmentValue/helper.c"))

    let before = kit.snapshot()
    let run = try await kit.grade(["--lesson", "di", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    let report = try run.report()
    let status = Dictionary(uniqueKeysWithValues: report.questions.map { ($0.id, $0.status) })
    let score = Dictionary(uniqueKeysWithValues: report.questions.map { ($0.id, $0.score) })
    func messages(_ id: String) -> String { report.questions.first { $0.id == id }?.checks.map(\.message).joined(separator: "\n") ?? "" }

    #expect(status["di.code1"] == .tampered && score["di.code1"] == 0)
    #expect(messages("di.code1").contains("@_silgen_name"))
    #expect(status["di.code2"] == .tampered && score["di.code2"] == 0, "\(messages("di.code2"))")
    #expect(status["di.code3"] == .tampered && messages("di.code3").contains("Testing"))
    #expect(status["di.fix3"] == .tampered && messages("di.fix3").contains("=="))
    // An early exit costs only the checks that call the method; the others ran again in a fresh process and passed.
    let code4 = try #require(report.questions.first { $0.id == "di.code4" })
    let cutShort = code4.checks.filter { !$0.passed }
    #expect(code4.status == .crashed && !cutShort.isEmpty && cutShort.count < code4.checks.count)
    #expect(cutShort.allSatisfy { $0.status == .crashed && $0.message.contains("status 0") }, "\(cutShort.map(\.message))")
    let code5 = try #require(report.questions.first { $0.id == "di.code5" })
    let flooded = code5.checks.filter { !$0.passed }
    #expect(!flooded.isEmpty && flooded.count < code5.checks.count)
    #expect(flooded.allSatisfy { $0.status == .crashed && $0.message.contains("output limit") }, "\(flooded.map(\.message))")
    #expect(status["di.fix2"] == .compileError && report.questions.first { $0.id == "di.fix2" }?.diagnostics?.contains("helper.c") == true)
    #expect(status["di.fix1"] == .passed, "\(messages("di.fix1"))")
    for id in ["di.choice1", "di.fill1", "di.predict1"] { #expect(status[id] == .passed, "\(id)") }

    // Nothing outlives the grading, nothing is left in /tmp, and (as root, where tests run as another user) nothing
    // was written into the kit.
    #expect(!FileManager.default.fileExists(atPath: leftover))
    try await Task.sleep(for: .seconds(5))
    #expect(!FileManager.default.fileExists(atPath: marker), "a process of the submission outlived its grading")
    if geteuid() == 0 {
      #expect(kit.snapshot() == before, "student code changed files in the kit")
    }
    try? FileManager.default.removeItem(at: kit.root.appendingPathComponent("Tests/planted.txt"))
  }

  @Test(.kit(.course)) func theNextTricksAreCaughtToo() async throws {
    let kit = try copy()
    try kit.restoreStubs()
    for exercise in ["Code1TodoModel", "Code2TodoMock", "Code3TodoEnvironment", "Code4TodoViewModel", "Code5FileRepository", "Fix1Injection"] {
      try kit.useSolution(exercise)
    }
    // Code2: a careful forger writes one consistent stream into the event pipe only, then exits with status 0.
    try append(Self.forger(everyPipe: false), to: "Code2TodoMock/MockTodoRepository.swift", in: kit)
    try kit.edit("\(lessonFolder)/Code2TodoMock/MockTodoRepository.swift", replacing: "public func fetchTodos() async throws -> [Todo] {",
      with: "public func fetchTodos() async throws -> [Todo] {\n    Forger.forge()")
    // Code1: C linkage for a name of its own choosing.
    try append("@_cdecl(\"swift_task_enqueueGlobal\") public func hijack() {}", to: "Code1TodoModel/Todo.swift", in: kit)
    // Code3: a top-level look-alike of a type Swift Testing declares.
    try append("public struct Issue { public static func record(_ text: String) {} }", to: "Code3TodoEnvironment/TodoRepositoryKey.swift", in: kit)
    // Code4: allocating without end, 3 GB at a time: the first request is over the memory limit, so the process dies of
    // it at once, however loaded the machine (touching pages bit by bit could meet the time limit first).
    try kit.edit("\(lessonFolder)/Code4TodoViewModel/TodoListViewModel.swift", replacing: "public func toggle(_ todo: Todo) async {",
      with: "public func toggle(_ todo: Todo) async {\n    var hoard: [[UInt8]] = []\n    while true { hoard.append([UInt8](repeating: 1, count: 3_000_000_000)) }")
    // Code5: filling the disk through the temporary folder.
    try kit.edit("\(lessonFolder)/Code5FileRepository/FileTodoRepository.swift", replacing: "public func delete(_ todo: Todo) async throws {",
      with: """
        public func delete(_ todo: Todo) async throws {
            var index = 0
            while true {
              index += 1
              FileManager.default.createFile(atPath: NSTemporaryDirectory() + "/fill-\\(index)", contents: Data(count: 8_000_000))
            }
        """)
    // Fix1: as many processes as it can start.
    try kit.edit("\(lessonFolder)/Fix1Injection/BookListViewModel.swift", replacing: "public func load() async {",
      with: """
        public func load() async {
            for _ in 0..<2000 {
              let sleeper = Process()
              sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
              sleeper.arguments = ["31.25"]
              if (try? sleeper.run()) == nil { break }
            }
        """)

    let run = try await kit.grade(["--question", "di.code1", "--question", "di.code2", "--question", "di.code3", "--question", "di.code4",
      "--question", "di.code5", "--question", "di.fix1", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(run.status == .exited(1), "stderr: \(run.stderr)")
    let report = try run.report()
    let question = { (id: String) in report.questions.first { $0.id == id } }
    #expect(question("di.code2")?.status == .tampered, "\(question("di.code2")?.checks.map(\.message) ?? [])")
    // Its records break the shape of the run (IDs it guessed, a test that was not running), or, if it guessed every
    // ID right, Swift Testing's own summary of the run is missing.
    let forged = question("di.code2")?.checks.first?.message ?? ""
    #expect(forged.contains("tampered with"), "\(forged)")
    #expect(question("di.code1")?.status == .tampered && question("di.code1")?.checks.first?.message.contains("@_cdecl") == true)
    // The suites write `Testing.Issue` in full, so a top-level `Issue` of the student's shadows nothing: it gains
    // nothing and, being harmless, is not refused (a name the suites still use unqualified is: LibraryNamesTests).
    #expect(question("di.code3")?.status == .passed, "\(question("di.code3")?.checks.map(\.message) ?? [])")
    let code4 = try #require(question("di.code4"))
    let hoarding = code4.checks.filter { !$0.passed }
    #expect(!hoarding.isEmpty && hoarding.count < code4.checks.count && hoarding.allSatisfy { $0.status == .crashed })
    if HostPlatform.current.limitsHeapSize {
      #expect(hoarding.allSatisfy { $0.message.contains("memory") }, "\(hoarding.map(\.message))")
    }
    let code5 = try #require(question("di.code5"))
    let filling = code5.checks.filter { !$0.passed }
    #expect(!filling.isEmpty && filling.count < code5.checks.count)
    #expect(filling.allSatisfy { $0.message.contains("disk limit") }, "\(filling.map(\.message))")
    // However many processes the submission started, none is left.
    let sleepers = ProcessTable.snapshot().filter { entry in
      ((try? String(contentsOfFile: "/proc/\(entry.pid)/cmdline", encoding: .utf8)) ?? "").contains("31.25")
    }
    #expect(sleepers.isEmpty, "\(sleepers.count) processes of the submission outlived its grading")
  }

  @Test(.kit(.fixture)) func theTimeLimitIsPerCheckAndTheBudgetPerStudent() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code2Text")
    // Every call takes 2 s: each check (one call) stays well under the limit, the suite (three calls) does not.
    let text = "\(Self.basics)/Code2Text/Text.swift"
    try kit.edit(text, replacing: "/// Ways to say a text.", with: "import Foundation\n\n/// Ways to say a text.")
    for body in ["text.uppercased() + \"!\"", "text.lowercased() + \"...\"", "text.split(separator: \" \").count"] {
      try kit.edit(text, replacing: "    \(body)\n", with: "    Thread.sleep(forTimeInterval: 2)\n    return \(body)\n")
    }
    let run = try await kit.grade(["--question", "f.code2", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let code2 = try #require(try run.report().questions.first)
    #expect(code2.status == .passed, "\(code2.checks.map(\.message))")

    // The same submission with a total budget of 2 s per student: the checks it cut off say so.
    let work = kit.root.appendingPathComponent(".build/e2e-budget")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work.appendingPathComponent("submissions/slow"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: kit.root.appendingPathComponent("Lessons"), to: work.appendingPathComponent("submissions/slow/Lessons"))
    let batch = try await kit.grade(["batch", work.appendingPathComponent("submissions").path, "--output", work.appendingPathComponent("grades").path,
      "--jobs", "1", "--timeout", "\(Self.timeout)", "--budget", "2", "--no-progress"])
    #expect(batch.status == .exited(0), "\(batch.stderr)")
    let report = try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: work.appendingPathComponent("grades/reports/slow.json")))
    let cut = try #require(report.questions.first { $0.id == "f.code2" })
    #expect(cut.status == .timedOut && cut.checks.contains { $0.status == .timedOut && $0.message.contains("budget") }, "\(cut.checks.map(\.message))")
  }

  @Test(.kit(.fixture)) func everyInputGetsAReport() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code2Text")
    // A deleted exercise folder costs that exercise only.
    try FileManager.default.removeItem(at: kit.root.appendingPathComponent("\(Self.basics)/Code1Math"))
    let partial = try await kit.grade(["--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    #expect(partial.status == .exited(1), "stderr: \(partial.stderr)")
    let report = try partial.report()
    let code1 = try #require(report.questions.first { $0.id == "f.code1" })
    #expect(code1.status == .compileError && code1.diagnostics?.contains("Code1Math/ is missing") == true)
    #expect(report.questions.first { $0.id == "f.code2" }?.status == .passed)

    // Without any of the student's folders in Lessons/ (only the lessons' own README, Example/ and Shared/, which are
    // the kit's, are left), every format still reports every question.
    let lessons = kit.root.appendingPathComponent("Lessons")
    for lesson in try FileManager.default.contentsOfDirectory(atPath: lessons.path) {
      let folder = lessons.appendingPathComponent(lesson)
      for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !KitLayout.lessonKitEntries.contains(entry) {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
      }
    }
    let none = try await kit.grade(["--format", "json", "--no-progress"])
    #expect(none.status == .exited(1), "stderr: \(none.stderr)")
    let empty = try none.report()
    #expect(empty.questions.count == report.questions.count && empty.score == 0)
    #expect(empty.questions.filter(\.isAutomatic).allSatisfy { $0.status != .passed })
    // Every format renders that report (from the saved report: the grade is the same for every format).
    let saved = kit.root.appendingPathComponent(".build/e2e-no-lessons-report.json")
    try Data(none.stdout.utf8).write(to: saved)
    for format in ["text", "markdown", "junit", "gradescope", "classroom"] {
      let rendered = try await kit.grade(["--from-report", saved.path, "--format", format, "--lang", "en"])
      #expect(rendered.status == .exited(1) && !rendered.stdout.isEmpty, "\(format): \(rendered.stderr)")
      for question in empty.questions where ["markdown", "junit", "gradescope"].contains(format) {
        #expect(rendered.stdout.contains(question.id), "\(format) leaves out \(question.id)")
      }
    }
    try kit.restoreStubs()
  }
}
