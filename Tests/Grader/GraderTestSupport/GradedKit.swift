import Foundation
import GraderCore

/// A kit in the kit's `.build`, graded by the real `grader` executable: the fixture kit (`fixture()`), or a copy of
/// the real course (`realCourse()`) for the few tests that prove something only the real course has.
///
/// The kit's files are laid anew each time, but its own `.build` is kept, so a second test run builds warm.
public final class GradedKit: Sendable {
  public let root: URL
  public let grader: String
  /// Where `restoreStubs()` takes `Lessons/` from.
  let lessonsSource: URL
  /// The lesson folder `useSolution(_:)` uses when none is named.
  public let firstLesson: String

  /// The fixture kit (`Tests/Grader/Fixtures/kit`) in `.build/<name>`, with the real kit's `KitSupport` and
  /// `GradingSupport`, synced and locked by the grader itself.
  public static func fixture(name: String = "e2e-fixture-kit") throws -> GradedKit {
    let source = KitRoot.fixtures.appendingPathComponent("kit")
    let kit = try GradedKit(source: source, into: name, lessonsSource: source.appendingPathComponent("Lessons"), firstLesson: "01-Basics")
    for library in ["Support/KitSupport", "Support/GradingSupport"] {
      try FileManager.default.copyItem(at: KitRoot.url.appendingPathComponent(library), to: kit.root.appendingPathComponent(library))
    }
    for command in [["sync"], ["lock"]] {
      let run = try kit.gradeBlocking(command)
      guard run.status == .exited(0) else { throw KitError.kit("grader \(command[0]) failed in the fixture kit: \(run.stdout)\(run.stderr)") }
    }
    return kit
  }

  /// A copy of the real course in `.build/e2e-kit`, without build products and version control.
  public static func realCourse() throws -> GradedKit {
    try GradedKit(
      source: KitRoot.url, into: "e2e-kit", lessonsSource: KitRoot.url.appendingPathComponent("Lessons"),
      firstLesson: "01-DependencyInjection")
  }

  private init(source: URL, into name: String, lessonsSource: URL, firstLesson: String) throws {
    root = KitRoot.url.appendingPathComponent(".build/\(name)")
    self.lessonsSource = lessonsSource
    self.firstLesson = firstLesson
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
    for name in try fileManager.contentsOfDirectory(atPath: root.path) where name != ".build" {
      try fileManager.removeItem(at: root.appendingPathComponent(name))
    }
    for name in try fileManager.contentsOfDirectory(atPath: source.path) where ![".build", ".git", ".swiftpm"].contains(name) {
      try fileManager.copyItem(at: source.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
    // Tests keep their files in the kit's .build; on a fresh clone no grade has made it yet.
    try fileManager.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    guard let grader = BuiltGrader.path else { throw KitError.kit("no grader executable; build it with swift build --build-tests") }
    self.grader = grader
  }

  /// The kit's course manifest, from which expected counts and totals are computed.
  public func course() throws -> Course {
    try Course.load(from: root.appendingPathComponent(Course.relativePath))
  }

  /// The automatic and open points of the questions of `lessons` (every lesson when empty).
  public func points(lessons: [String] = []) throws -> (automatic: Double, open: Double, questions: Int) {
    let questions = try course().questions.filter { lessons.isEmpty || lessons.contains($0.lesson.id) }.map(\.question)
    return (
      questions.filter(\.kind.isAutomatic).map(\.points).reduce(0, +),
      questions.filter { !$0.kind.isAutomatic }.map(\.points).reduce(0, +),
      questions.count
    )
  }

  /// Replaces `Lessons/<firstLesson>/<exercise>` with the reference solution of that exercise.
  public func useSolution(_ exercise: String) throws {
    try useSolution(exercise, lesson: firstLesson)
  }

  /// Replaces `Lessons/<lesson>/<exercise>` with the reference solution of that exercise, as `grader solution` shows
  /// it: without the `// SLIP` markers of the instructor's slip proofs.
  public func useSolution(_ exercise: String, lesson: String) throws {
    let lessonFolder = root.appendingPathComponent("Lessons/\(lesson)/\(exercise)")
    try FileManager.default.removeItem(at: lessonFolder)
    try FileManager.default.copyItem(at: root.appendingPathComponent("Solutions/\(lesson)/\(exercise)"), to: lessonFolder)
    for name in try FileManager.default.contentsOfDirectory(atPath: lessonFolder.path) where name.hasSuffix(".swift") {
      let file = lessonFolder.appendingPathComponent(name)
      let text = try String(contentsOf: file, encoding: .utf8)
      guard SlipMarkers.mentionsSlips(text) else { continue }
      try Data(try SlipMarkers.reference(text).utf8).write(to: file)
    }
  }

  /// The whole of `Solutions/` at `lessons`, as a student who answered everything would hand it in: every exercise's
  /// reference without its slip markers, no `Alternatives/` folders, and the lessons' own README, example and shared
  /// modules as shipped (`KitLayout.lessonKitEntries`).
  public func copySolutions(to lessons: URL) throws {
    let fileManager = FileManager.default
    try fileManager.copyItem(at: root.appendingPathComponent("Solutions"), to: lessons)
    try Self.removeSlips(under: lessons)
    for path in KitLayout.lessonKitPaths(in: lessonsSource.deletingLastPathComponent()) {
      let target = lessons.appendingPathComponent(String(path.dropFirst("Lessons/".count)))
      try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.copyItem(at: lessonsSource.deletingLastPathComponent().appendingPathComponent(path), to: target)
    }
  }

  /// Every reference under `folder` as `grader solution` shows it: slip markers and `Alternatives/` folders removed.
  public static func removeSlips(under folder: URL) throws {
    let fileManager = FileManager.default
    for path in fileManager.subpaths(atPath: folder.path) ?? [] {
      let url = folder.appendingPathComponent(path)
      if url.lastPathComponent == "Alternatives" {
        try? fileManager.removeItem(at: url)
      } else if path.hasSuffix(".swift"), let text = try? String(contentsOf: url, encoding: .utf8), SlipMarkers.mentionsSlips(text) {
        try Data(try SlipMarkers.reference(text).utf8).write(to: url)
      }
    }
  }

  /// Puts the shipped stubs back: the copy's `Lessons/` becomes the source's again.
  public func restoreStubs() throws {
    let lessons = root.appendingPathComponent("Lessons")
    // A test may have removed it.
    try? FileManager.default.removeItem(at: lessons)
    try FileManager.default.copyItem(at: lessonsSource, to: lessons)
  }

  /// Replaces the first occurrence of `old` with `new` in a kit file; fails when `old` is not there.
  public func edit(_ path: String, replacing old: String, with new: String) throws {
    let url = root.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let range = text.range(of: old) else { throw KitError.kit("\(path) has no \(old)") }
    try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  /// Appends `text` to a kit file.
  public func append(_ text: String, to path: String) throws {
    let handle = try FileHandle(forWritingTo: root.appendingPathComponent(path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }

  /// Writes `text` to a kit file, creating its folders.
  public func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Every file the grader must never change, with its bytes.
  public func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    for folder in ["Lessons", "Solutions", "Tests", "Course", KitLayout.toolkitFolder] {
      let base = root.appendingPathComponent(folder)
      for path in FileManager.default.subpaths(atPath: base.path) ?? [] {
        if let data = FileManager.default.contents(atPath: base.appendingPathComponent(path).path) {
          files["\(folder)/\(path)"] = data
        }
      }
    }
    files["Package.swift"] = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path)
    return files
  }

  /// What the last grade's builds did (`build-outcome.json` in the grader's runs folder for `Lessons/`).
  package func buildOutcome() throws -> ExerciseBuilder.Outcome {
    let path = KitLayout(root: root, sources: .lessons).runsPath + "/build-outcome.json"
    return try JSONDecoder().decode(ExerciseBuilder.Outcome.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// What one grader run printed and how it ended.
  public struct Run: Sendable {
    public var status: ProcessOutcome.Termination
    public var stdout: String
    public var stderr: String
    public var seconds: Double

    /// The JSON report on standard output.
    public func report() throws -> GradeReport {
      try JSONDecoder().decode(GradeReport.self, from: Data(stdout.utf8))
    }
  }

  /// Runs the grader in the kit with `arguments`, with an outer limit so a hung grader fails the test instead of CI.
  ///
  /// The wait is on a thread of its own, so the test holds no thread of the cooperative pool meanwhile: the async
  /// lesson suites that run beside the end-to-end tests need them (two on a two-core machine).
  public func grade(_ arguments: [String], limit: Duration = .seconds(1200)) async throws -> Run {
    try await OwnThread.run { try self.gradeBlocking(arguments, limit: limit) }
  }

  /// `grade(_:limit:)`, waiting on the calling thread: for code outside a test's task (laying out the kit).
  public func gradeBlocking(_ arguments: [String], limit: Duration = .seconds(1200)) throws -> Run {
    let out = root.appendingPathComponent(".build/e2e-stdout.txt").path
    let err = root.appendingPathComponent(".build/e2e-stderr.txt").path
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    for name in ["KIT_SOURCES", "KIT_GRADING", "KIT_ONLY", "KIT_EXCLUDE", "KIT_TESTS"] { environment[name] = nil }
    environment["NO_COLOR"] = "1"
    let process = ChildProcess(
      executable: grader, arguments: arguments, environment: environment, workingDirectory: root.path,
      outputPath: out, errorPath: err, newProcessGroup: true)
    let outcome = try process.run(timeout: limit)
    return Run(
      status: outcome.termination,
      stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
      seconds: Double(outcome.duration.components.seconds))
  }
}

/// Blocking work moved off the cooperative pool.
public enum OwnThread {
  /// Runs `body` on a new thread and suspends the caller until it returns.
  public static func run<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread { continuation.resume(with: Result { try body() }) }
      thread.stackSize = 8 << 20
      thread.start()
    }
  }
}
