import Foundation
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A copy of the kit in `.build/e2e-kit`, graded by the real `grader` executable.
///
/// The copy's files are laid anew each time, but its own `.build` is kept, so a second test run builds warm.
final class KitCopy: Sendable {
  let root: URL
  let grader: String

  /// The kit this test belongs to.
  static let source = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Copies the kit, leaving out build products and version control.
  init() throws {
    let source = Self.source
    root = source.appendingPathComponent(".build/e2e-kit")
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
    for name in try fileManager.contentsOfDirectory(atPath: root.path) where name != ".build" {
      try fileManager.removeItem(at: root.appendingPathComponent(name))
    }
    for name in try fileManager.contentsOfDirectory(atPath: source.path) where ![".build", ".git", ".swiftpm"].contains(name) {
      try fileManager.copyItem(at: source.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
    // Tests keep their files in the copy's .build; on a fresh clone no grade has made it yet.
    try fileManager.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    grader = try Self.findGrader(kit: source)
  }

  /// The `grader` built next to this test executable (`swift build --build-tests` builds both), or `$GRADER_PATH`.
  private static func findGrader(kit: URL) throws -> String {
    var candidates: [String] = []
    if let path = ProcessInfo.processInfo.environment["GRADER_PATH"] { candidates.append(path) }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    candidates.append(executable.appendingPathComponent("grader").path)
    candidates.append(kit.appendingPathComponent(".build/debug/grader").path)
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw KitError.kit("no grader executable; looked at \(candidates)")
    }
    return found
  }

  /// The copy's course manifest, from which expected counts and totals are computed.
  func course() throws -> Course {
    try Course.load(from: root.appendingPathComponent(Course.relativePath))
  }

  /// The automatic and open points of the questions of `lessons` (every lesson when empty).
  func points(lessons: [String] = []) throws -> (automatic: Double, open: Double, questions: Int) {
    let questions = try course().questions.filter { lessons.isEmpty || lessons.contains($0.lesson.id) }.map(\.question)
    return (
      questions.filter(\.kind.isAutomatic).map(\.points).reduce(0, +),
      questions.filter { !$0.kind.isAutomatic }.map(\.points).reduce(0, +),
      questions.count
    )
  }

  /// Replaces `Lessons/<lesson>/<exercise>` with the reference solution of that exercise.
  func useSolution(_ exercise: String, lesson: String = "01-DependencyInjection") throws {
    let lessonFolder = root.appendingPathComponent("Lessons/\(lesson)/\(exercise)")
    try FileManager.default.removeItem(at: lessonFolder)
    try FileManager.default.copyItem(at: root.appendingPathComponent("Solutions/\(lesson)/\(exercise)"), to: lessonFolder)
  }

  /// Puts the shipped stubs back: the copy's `Lessons/` becomes the kit's again.
  func restoreStubs() throws {
    let source = Self.source
    let lessons = root.appendingPathComponent("Lessons")
    // A test may have removed it.
    try? FileManager.default.removeItem(at: lessons)
    try FileManager.default.copyItem(at: source.appendingPathComponent("Lessons"), to: lessons)
  }

  /// Replaces the first occurrence of `old` with `new` in a kit file; fails when `old` is not there.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let url = root.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let range = text.range(of: old) else { throw KitError.kit("\(path) has no \(old)") }
    try text.replacingCharacters(in: range, with: new).write(to: url, atomically: true, encoding: .utf8)
  }

  /// Appends `text` to a kit file.
  func append(_ text: String, to path: String) throws {
    let handle = try FileHandle(forWritingTo: root.appendingPathComponent(path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }

  /// Every file the grader must never change, with its bytes.
  func snapshot() -> [String: Data] {
    var files: [String: Data] = [:]
    for folder in ["Lessons", "Solutions", "Tests", "Course", "Support", "Examples"] {
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
  func buildOutcome() throws -> ExerciseBuilder.Outcome {
    let path = KitLayout(root: root, sources: .lessons).runsPath + "/build-outcome.json"
    return try JSONDecoder().decode(ExerciseBuilder.Outcome.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// What one grader run printed and how it ended.
  struct Run {
    var status: ProcessOutcome.Termination
    var stdout: String
    var stderr: String
    var seconds: Double

    /// The JSON report on standard output.
    func report() throws -> GradeReport {
      try JSONDecoder().decode(GradeReport.self, from: Data(stdout.utf8))
    }
  }

  /// Runs the grader in the copy with `arguments`, with an outer limit so a hung grader fails the test instead of CI.
  func grade(_ arguments: [String], limit: Duration = .seconds(1200)) throws -> Run {
    let out = root.appendingPathComponent(".build/e2e-stdout.txt").path
    let err = root.appendingPathComponent(".build/e2e-stderr.txt").path
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    for name in ["KIT_SOURCES", "KIT_GRADING", "KIT_ONLY", "KIT_EXCLUDE"] { environment[name] = nil }
    environment["NO_COLOR"] = "1"
    let process = ChildProcess(
      executable: grader, arguments: arguments, environment: environment, workingDirectory: root.path,
      outputPath: out, errorPath: err, newProcessGroup: true)
    let outcome = try process.run(timeout: limit)
    let seconds = Double(outcome.duration.components.seconds)
    return Run(
      status: outcome.termination,
      stdout: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "",
      seconds: seconds)
  }
}
