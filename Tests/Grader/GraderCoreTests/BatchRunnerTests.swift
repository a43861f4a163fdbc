import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The batch runner with a stand-in for its child process: a script that writes a result, or dies as a student's code
/// could make its grading process die.
@Suite struct BatchRunnerTests {
  /// The kit this test belongs to (its manifest and lock are what the runner reads).
  private static let kit = KitRoot.url

  @Test func aStudentWhoseGradingDiesGetsARowAndTheRestAreGraded() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for student in ["alice", "bob", "mallory", ".hidden"] {
      try folder.write("x", to: "submissions/\(student)/Lessons/01-DependencyInjection/notes.txt")
    }
    try folder.write("not a folder", to: "submissions/stray.txt")
    let log = folder.url.appendingPathComponent("runs.log")
    var request = BatchRequest(
      kitRoot: Self.kit, submissions: folder.url.appendingPathComponent("submissions"), output: folder.url.appendingPathComponent("grades"))
    request.launcher = try FakeBatchWorker.write(in: folder, log: log, note: "graded by the stand-in", killedStudent: "mallory")
    request.jobs = 2
    let seen = _Seen()
    let results = try BatchRunner(request: request, progress: ProgressReporter(isEnabled: false, isTerminal: false)).run { finished, all in
      seen.add(finished.student, count: all.count)
    }
    // A file among the submissions gets a row saying why; it never reaches a grading process.
    #expect(results.map(\.student) == ["alice", "bob", "mallory", "stray.txt"])
    #expect(results[3].report == nil && results[3].problem?.contains("not a folder") == true)
    #expect(results[0].notes == ["graded by the stand-in"] && results[0].problem == nil)
    let mallory = results[2]
    #expect(mallory.report == nil && mallory.problem?.contains("killed (signal 9") == true, "\(mallory.problem ?? "")")
    // Each student was handed over as it finished, with everything finished so far.
    #expect(seen.students.sorted() == ["alice", "bob", "mallory", "stray.txt"] && seen.counts == [1, 2, 3, 4])

    // Run again: finished students are not graded again; the one whose grading died is.
    let runs = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count
    #expect(runs == 3)
    let again = try BatchRunner(request: request, progress: ProgressReporter(isEnabled: false, isTerminal: false)).run()
    #expect(again.map(\.student) == ["alice", "bob", "mallory", "stray.txt"])
    let rerun = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").dropFirst(runs)
    #expect(Array(rerun) == ["mallory"])

    // A changed submission is graded again.
    try folder.write("y", to: "submissions/bob/Lessons/01-DependencyInjection/notes.txt")
    _ = try BatchRunner(request: request, progress: ProgressReporter(isEnabled: false, isTerminal: false)).run()
    let last = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").dropFirst(runs + 1)
    #expect(Array(last).sorted() == ["bob", "mallory"])
  }

  @Test func theBatchOutputIsWrittenForEveryFinishedStudent() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let course = try Course.load(from: Self.kit.appendingPathComponent(Course.relativePath))
    let output = BatchOutput(folder: folder.url)
    let erin = StudentResult(student: "erin", problem: "no Lessons folder in the submission")
    try output.write(erin, classSoFar: [erin], course: course)
    let report = try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: folder.url.appendingPathComponent("reports/erin.json")))
    #expect(report.score == 0 && report.questions.count == course.questions.count)
    #expect(report.questions.filter(\.isAutomatic).allSatisfy { $0.checks.first?.message == "no Lessons folder in the submission" })
    let gradebook = try String(contentsOf: folder.url.appendingPathComponent("gradebook.csv"), encoding: .utf8)
    #expect(gradebook.contains("erin") && gradebook.contains("not graded: no Lessons folder"))
  }

  /// What the `finished` callback saw.
  private final class _Seen: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var students: [String] = []
    private(set) var counts: [Int] = []

    func add(_ student: String, count: Int) {
      lock.lock()
      defer { lock.unlock() }
      students.append(student)
      counts.append(count)
    }
  }
}
