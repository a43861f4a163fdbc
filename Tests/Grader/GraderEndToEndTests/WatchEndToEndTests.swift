#if os(Linux)
import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// `grader watch` in a real pseudo-terminal, the way a student uses it: keys, saves, a save while a grade is running,
/// a reset, quitting.
extension GraderEndToEndTests {
  /// A `swift` in front of the real one that holds `swift build` while `<gate>/hold` exists (and says so in
  /// `<gate>/held`), so that a save lands during a running grade for certain, not by timing.
  private func gatedSwift(in folder: URL) throws -> (path: String, gate: URL) {
    let gate = folder.appendingPathComponent("gate")
    try FileManager.default.createDirectory(at: gate, withIntermediateDirectories: true)
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    let real = try #require(path.map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) })
    let script = """
      #!/bin/sh
      if [ "$1" = build ] && [ -e "\(gate.path)/hold" ]; then
        : > "\(gate.path)/held"
        while [ -e "\(gate.path)/hold" ]; do sleep 0.05; done
      fi
      exec "\(real)" "$@"

      """
    let wrapper = folder.appendingPathComponent("bin/swift")
    try FileManager.default.createDirectory(at: wrapper.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Written while this process starts no child, so none holds it open when the grader runs it ("Text file busy").
    try ChildProcess.withoutSpawning {
      try Data(script.utf8).write(to: wrapper)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
    }
    return (wrapper.deletingLastPathComponent().path + ":" + path.joined(separator: ":"), gate)
  }

  private func waitForFile(_ url: URL, timeout: Duration) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if FileManager.default.fileExists(atPath: url.path) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  @Test(.kit(.fixture)) func watchInAPseudoTerminal() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let quiz = kit.root.appendingPathComponent("Lessons/01-Basics/Quiz/QuizAnswers.swift")
    let stub = try Data(contentsOf: quiz)
    let work = kit.root.appendingPathComponent(".build/e2e-watch")
    try? FileManager.default.removeItem(at: work)
    try? FileManager.default.removeItem(at: kit.root.appendingPathComponent(StubRestorer.backupFolder))
    let (path, gate) = try gatedSwift(in: work)
    var environment = ProcessInfo.processInfo.environment
    for name in ["KIT_SOURCES", "KIT_GRADING", "KIT_ONLY", "KIT_EXCLUDE", "KIT_TESTS"] { environment[name] = nil }
    environment["PATH"] = path
    environment["TERM"] = "xterm-256color"
    environment["NO_COLOR"] = "1"
    environment["LANG"] = "en_US.UTF-8"
    let course = try Course.load(from: kit.root.appendingPathComponent(Course.relativePath))
    let automatic = course.questions.filter { $0.question.kind.isAutomatic }.count
    let terminal = try PseudoTerminalProcess(
      executable: kit.grader, arguments: ["watch", "--timeout", "\(Self.timeout)"], environment: environment,
      directory: kit.root.path)
    defer { terminal.stop() }
    // The program runs in a session of its own: registered, so no other test's orphan reaping takes it for an orphan.
    let orphans = ProcessTable.adoptedOrphans(of: getpid(), known: ChildRegistry.children, in: ProcessTable.snapshot(), session: getsid(0))
    #expect(!orphans.contains(terminal.pid))

    // The first grade: the untouched stubs, the first question in full, one line for the rest, the keys.
    #expect(await terminal.waitForScreen(timeout: .seconds(1200)) { $0.contains("graded ") && $0.contains("f.choice1 · ") }, "\(terminal.transcript.suffix(3000))")
    var screen = terminal.screen
    #expect(screen.contains("(polling)") && screen.contains("not started") && screen.contains("Hint: "))
    #expect(screen.contains("Progress ·······") && screen.contains("0/\(automatic) passed"))
    #expect(screen.contains("h hint · l list · n next · r reset this exercise · q quit"))

    // l shows the list of both lessons (cut to the screen when longer: a unit test), and l goes back; n moves to the
    // next question; h opens the hints.
    terminal.type("l")
    #expect(await terminal.waitForScreen(timeout: .seconds(10)) {
      $0.contains("Progress · Fixture Kit") && $0.contains("f.choice1") && $0.contains("g.choice1")
    })
    terminal.type("l")
    terminal.type("n")
    #expect(await terminal.waitForScreen(timeout: .seconds(10)) { $0.contains("f.choice2 · ") })
    terminal.type("h")
    #expect(await terminal.waitForScreen(timeout: .seconds(10)) { $0.contains("Hint 1: ") })
    terminal.type("h")

    // A save starts a grade; a second save while that grade is held in its build is graded right after it.
    try Data("hold".utf8).write(to: gate.appendingPathComponent("hold"))
    try kit.edit("Lessons/01-Basics/Quiz/QuizAnswers.swift", replacing: "choice1: Choice? = nil", with: "choice1: Choice? = .c")
    #expect(await waitForFile(gate.appendingPathComponent("held"), timeout: .seconds(60)), "the save did not start a build")
    #expect(await terminal.waitForScreen(timeout: .seconds(10)) { $0.contains("grading…") })
    try kit.edit("Lessons/01-Basics/Quiz/QuizAnswers.swift", replacing: "choice2: Choice? = nil", with: "choice2: Choice? = .a")
    #expect(await terminal.waitForScreen(timeout: .seconds(10)) { $0.contains("Files changed while grading") })
    try FileManager.default.removeItem(at: gate.appendingPathComponent("hold"))
    // Both answers count in the end, and the focus moves on from the question that passed.
    #expect(await terminal.waitForScreen(timeout: .seconds(600)) { $0.contains("2/\(automatic) passed") && $0.contains("graded ") }, "\(terminal.screen)")
    screen = terminal.screen
    #expect(screen.contains("f.tf1 · ") && screen.contains("Progress ✓✓○○○") && !screen.contains("Files changed while grading"))

    // r asks, y resets the quiz to its stub (the student's version kept), and the stub is graded again.
    terminal.type("r")
    #expect(await terminal.waitForScreen(timeout: .seconds(10)) { $0.contains("Press y to confirm") })
    terminal.type("y")
    #expect(await terminal.waitForScreen(timeout: .seconds(600)) { $0.contains("The stub is back") && $0.contains("0/\(automatic) passed") && $0.contains("graded ") })
    #expect(try Data(contentsOf: quiz) == stub)
    let backups = try FileManager.default.contentsOfDirectory(atPath: kit.root.appendingPathComponent(StubRestorer.backupFolder).path)
    let saved = try String(
      contentsOf: kit.root.appendingPathComponent("\(StubRestorer.backupFolder)/\(try #require(backups.first))/QuizAnswers.swift"),
      encoding: .utf8)
    #expect(saved.contains("choice1: Choice? = .c") && saved.contains("choice2: Choice? = .a"))

    // The progress file was written by every grade: grader list reads it without a build.
    let list = try await kit.grade(["list"])
    #expect(list.stdout.contains("Last graded:") && list.stdout.contains(" f.choice1 "))

    // q quits with status 0.
    terminal.type("q")
    #expect(await terminal.waitForExit(timeout: .seconds(30)) == 0)
  }
}
#endif
