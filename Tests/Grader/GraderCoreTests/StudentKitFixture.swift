import Foundation
import GraderTestSupport
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A small copy of the kit in a temporary folder, for the student commands: manifest, stubs, lessons, tests and,
/// optionally, solutions. Nothing is built in it.
struct StudentKitFixture {
  let folder: TemporaryFolder
  var root: URL { folder.url }

  /// The kit these tests belong to.
  static let kit = KitRoot.url

  init(withSolutions: Bool = true) throws {
    folder = try TemporaryFolder()
    let fileManager = FileManager.default
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    var names = ["Course", "Lessons", "Tests"]
    if withSolutions { names.append("Solutions") }
    for name in names {
      try fileManager.copyItem(at: Self.kit.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
  }

  var course: Course {
    get throws { try Course.load(from: root.appendingPathComponent(Course.relativePath)) }
  }

  /// Replaces one exercise folder of `Lessons/` with its reference solution.
  func useSolution(_ exercise: String) throws {
    let lessons = root.appendingPathComponent("Lessons/01-DependencyInjection/\(exercise)")
    try FileManager.default.removeItem(at: lessons)
    try FileManager.default.copyItem(
      at: Self.kit.appendingPathComponent("Solutions/01-DependencyInjection/\(exercise)"), to: lessons)
  }

  /// Runs `grader` with `arguments` in the kit, answering prompts with `answers`; returns the status and what it printed.
  func run(_ arguments: [String], answers: [String] = [], language: String = "en_US.UTF-8") -> (status: Int32, output: String) {
    let output = OutputBox()
    let input = OutputBox()
    input.lines = answers
    var context = CommandContext(environment: ["LANG": language, "NO_COLOR": "1"], currentDirectory: root)
    context.write = { output.append($0) }
    context.readLine = { input.nextLine() }
    do {
      guard let name = arguments.first, let command = GraderCommand.subcommands.first(where: { $0.name == name }) else {
        return (-1, "no such subcommand")
      }
      let status = try command.main(Array(arguments.dropFirst()), context)
      return (status, output.text)
    } catch {
      return (GraderCommand.kitOrUsageError, output.text + "\(error)")
    }
  }

  func remove() { folder.remove() }

  /// A report of `statuses` (question ID → status); every other automatic question failed, as a stub does.
  static func report(_ course: Course, _ statuses: [String: QuestionStatus], notStarted: Set<String> = []) -> GradeReport {
    let questions = course.questions.map { lesson, question -> GradeReport.Question in
      if !question.kind.isAutomatic {
        return Scorer.manual(question, lesson: lesson, answer: nil, notStarted: notStarted.contains(question.exercise))
      }
      let status = statuses[question.id] ?? .failed
      let checks = (question.checks ?? []).enumerated().map { index, name -> CheckResult in
        if status == .compileError { return CheckResult(name: name, status: .notCompiled) }
        return CheckResult(
          name: name, status: status == .passed || (status == .partial && index == 0) ? .passed : .failed,
          message: "检查 \(name) 没有通过 / check \(name) failed")
      }
      let diagnostics = status == .compileError ? "Lessons/01-DependencyInjection/X.swift:1:1: error: broken on purpose" : nil
      return Scorer.grade(
        question, lesson: lesson, checks: checks, diagnostics: diagnostics, notStarted: notStarted.contains(question.exercise))
    }
    return Scorer.report(course: course, sources: .lessons, questions: questions, durationSeconds: 1)
  }

  /// The kit's course manifest.
  static var kitCourse: Course {
    get throws { try Course.load(from: kit.appendingPathComponent(Course.relativePath)) }
  }
}

/// Text written by a command, and lines to answer its prompts, behind a lock.
final class OutputBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = ""
  var lines: [String] = []

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func append(_ more: String) {
    lock.lock()
    defer { lock.unlock() }
    storage += more
  }

  func nextLine() -> String? {
    lock.lock()
    defer { lock.unlock() }
    return lines.isEmpty ? nil : lines.removeFirst()
  }
}
