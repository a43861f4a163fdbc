import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A class graded on three machines, for real: `grader batch --shard 1/3`, `2/3` and `3/3`, joined by `grader merge`,
/// give exactly what one `grader batch` gives. On the fixture kit; part of `GraderEndToEndTests`.
extension GraderEndToEndTests {
  @Test(.kit(.fixture)) func threeShardsMergedEqualTheUnshardedBatch() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let fileManager = FileManager.default
    let work = kit.root.appendingPathComponent(".build/e2e-shards")
    try? fileManager.removeItem(at: work)
    let submissions = work.appendingPathComponent("submissions")
    let lessons = Self.basics
    func submit(_ student: String, from tree: String) throws -> URL {
      let folder = submissions.appendingPathComponent(student)
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
      try fileManager.copyItem(at: kit.root.appendingPathComponent(tree), to: folder.appendingPathComponent("Lessons"))
      try GradedKit.removeSlips(under: folder.appendingPathComponent("Lessons"))
      return folder
    }
    // Four students, so the shares are uneven (2, 1, 1): full marks, one wrong answer, a compile error, and a hand-in
    // without Lessons/.
    _ = try submit("ann", from: "Solutions")
    let ben = try submit("ben", from: "Solutions")
    let quiz = ben.appendingPathComponent("\(lessons)/Quiz/QuizAnswers.swift")
    let answers = try String(contentsOf: quiz, encoding: .utf8)
    try answers.replacingOccurrences(of: "choice1: Choice? = .c", with: "choice1: Choice? = .b")
      .write(to: quiz, atomically: true, encoding: .utf8)
    let dan = try submit("dan", from: "Solutions")
    let fix = dan.appendingPathComponent("\(lessons)/Fix1Greeting")
    for file in try fileManager.contentsOfDirectory(atPath: fix.path) where file.hasSuffix(".swift") {
      try Data("this is not Swift {\n".utf8).write(to: fix.appendingPathComponent(file))
    }
    try fileManager.createDirectory(at: submissions.appendingPathComponent("eve"), withIntermediateDirectories: true)
    try Data("hello".utf8).write(to: submissions.appendingPathComponent("eve/notes.txt"))

    let common = ["--jobs", "2", "--timeout", "\(Self.timeout)", "--no-progress"]
    let whole = work.appendingPathComponent("whole")
    let single = try await kit.grade(["batch", submissions.path, "--output", whole.path] + common)
    #expect(single.status == .exited(0), "\(single.stderr)")
    for index in 1...3 {
      let shard = work.appendingPathComponent("shards/shard-\(index)")
      let run = try await kit.grade(["batch", submissions.path, "--shard", "\(index)/3", "--output", shard.path] + common)
      #expect(run.status == .exited(0), "\(run.stderr)")
      #expect(run.stdout.hasPrefix("shard \(index)/3: graded"))
    }
    let merged = work.appendingPathComponent("merged")
    let merge = try await kit.grade(["merge", work.appendingPathComponent("shards").path, "--output", merged.path])
    #expect(merge.status == .exited(0), "\(merge.stderr)")
    #expect(merge.stdout.hasPrefix("merged 3 shards: graded 3 of 4 submissions"))

    // The class's files byte for byte. The reports too, except what no two runs share: the duration, and the random
    // identifiers and addresses that failing checks print (UUIDs of test data, memory addresses).
    for file in [
      "gradebook.csv", "open-answers.md", "review-template.csv", "students.json", "class-report.json", "class-report.md",
      "class-report.html",
    ] {
      let one = try Data(contentsOf: whole.appendingPathComponent(file))
      #expect(one == (try Data(contentsOf: merged.appendingPathComponent(file))), "\(file) differs")
    }
    let reports = try fileManager.contentsOfDirectory(atPath: whole.appendingPathComponent("reports").path).sorted()
    // eve could not be graded: her report lists every question at 0 with the reason, in both.
    #expect(reports == ["ann.json", "ben.json", "dan.json", "eve.json"])
    #expect(try fileManager.contentsOfDirectory(atPath: merged.appendingPathComponent("reports").path).sorted() == reports)
    func timeless(_ url: URL) throws -> GradeReport {
      var report = try JSONDecoder().decode(GradeReport.self, from: Data(contentsOf: url))
      report.durationSeconds = 0
      for question in report.questions.indices {
        for check in report.questions[question].checks.indices {
          report.questions[question].checks[check].message = report.questions[question].checks[check].message
            .replacingOccurrences(of: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}", with: "<uuid>", options: .regularExpression)
            .replacingOccurrences(of: "(0x|\\$)[0-9a-f]+", with: "<address>", options: .regularExpression)
        }
      }
      return report
    }
    for name in reports {
      #expect(
        try timeless(whole.appendingPathComponent("reports/\(name)")) == timeless(merged.appendingPathComponent("reports/\(name)")),
        "\(name) differs")
    }
    let rows = CSV.parse(try String(contentsOf: merged.appendingPathComponent("gradebook.csv"), encoding: .utf8))
    #expect(rows.dropFirst().map { $0[0] } == ["ann", "ben", "dan", "eve"])

    // A shard missing from the folder is refused rather than merged into a gradebook without its students.
    try fileManager.removeItem(at: work.appendingPathComponent("shards/shard-2"))
    let incomplete = try await kit.grade(["merge", work.appendingPathComponent("shards").path, "--output", work.appendingPathComponent("bad").path])
    #expect(incomplete.status == .exited(2) && incomplete.stderr.contains("each once"))
  }
}
