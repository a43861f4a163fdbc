import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Bad input to the instructor's commands: an empty class, a file among the submissions, huge (sparse) files, shards of
/// different kits. Each is refused clearly, and nothing is read that the limits refuse.
@Suite struct BatchInputTests {
  private static let lessons = "Lessons/01-DependencyInjection"

  private func request(_ folder: TemporaryFolder, log: URL) throws -> BatchRequest {
    var request = BatchRequest(
      kitRoot: Fixtures.kitRoot, submissions: folder.url.appendingPathComponent("submissions"),
      output: folder.url.appendingPathComponent("grades"))
    request.launcher = try FakeBatchWorker.write(in: folder, log: log)
    request.jobs = 2
    return request
  }

  private func graded(_ log: URL) -> [String] {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init).sorted()
  }

  @Test func aFolderWithNoSubmissionIsRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("submissions"), withIntermediateDirectories: true)
    try folder.write("", to: "submissions/.DS_Store")
    let log = folder.url.appendingPathComponent("log")
    #expect {
      try BatchRunner(request: try request(folder, log: log), progress: ProgressReporter(isEnabled: false, isTerminal: false)).run()
    } throws: { error in
      "\(error)".contains("没有任何提交") && "\(error)".contains("holds no submission")
    }
  }

  @Test func aFileAmongTheSubmissionsGetsARowSayingWhy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("x", to: "submissions/alice/\(Self.lessons)/notes.txt")
    try folder.write("PK", to: "submissions/bob.zip")
    try folder.write("x", to: "submissions/carol/README.md")
    let log = folder.url.appendingPathComponent("log")
    let results = try BatchRunner(request: try request(folder, log: log), progress: ProgressReporter(isEnabled: false, isTerminal: false)).run()
    #expect(results.map(\.student) == ["alice", "bob.zip", "carol"])
    #expect(results[1].report == nil && results[1].problem?.contains("not a folder") == true)
    #expect(results[2].report == nil && results[2].problem?.contains("no Lessons folder") == true)
    // Only the real submission reached a grading process.
    #expect(graded(log) == ["alice"])
  }

  @Test func aHugeSparseFileIsRefusedWithoutBeingRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("x", to: "submissions/alice/\(Self.lessons)/Code1TodoModel/Todo.swift")
    try folder.write("x", to: "submissions/mallory/\(Self.lessons)/Code1TodoModel/Todo.swift")
    try folder.write("x", to: "submissions/trudy/\(Self.lessons)/Code1TodoModel/Todo.swift")
    // 1 TB that takes no disk: reading it would take minutes even at the speed of holes (several GB/s); measuring it
    // takes a stat. So the limit below tells the two apart however loaded the machine is.
    for path in ["submissions/mallory/\(Self.lessons)/Code1TodoModel/big.swift", "submissions/trudy/big.bin"] {
      let url = try folder.write("", to: path)
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: 1 << 40)
      try handle.close()
    }
    let log = folder.url.appendingPathComponent("log")
    let start = ContinuousClock.now
    let results = try BatchRunner(request: try request(folder, log: log), progress: ProgressReporter(isEnabled: false, isTerminal: false)).run()
    let elapsed = ContinuousClock.now - start
    #expect(elapsed < .seconds(60), "\(elapsed)")
    let mallory = try #require(results.first { $0.student == "mallory" })
    #expect(mallory.report == nil && mallory.problem?.contains("too large") == true && mallory.problem?.contains("20 MB") == true)
    // A big file outside Lessons/ and outside the kit files is never read at all: trudy is graded.
    #expect(graded(log) == ["alice", "trudy"])
  }

  /// A submission folder whose name is not UTF-8 was refused as "not a folder": Foundation replaces the bytes, and the
  /// name read back names nothing. The row says so instead.
  @Test func aSubmissionNamedInBytesThatAreNotUTF8IsRefusedSayingSo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let raw = Array((folder.url.path + "/subs/").utf8) + [0x6C, 0x69, 0xFF] + [0]
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("subs"), withIntermediateDirectories: true)
    #expect(raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } } == 0)
    let listed = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("subs").path).first)
    let check = SubmissionPreflight().check(folder.url.appendingPathComponent("subs/" + listed), lessonFolders: ["01-DependencyInjection"])
    guard case .failure(let refusal) = check else { Issue.record("graded: \(check)"); return }
    #expect(refusal.message.contains("not UTF-8") && refusal.message.contains("不是 UTF-8"), "\(refusal.message)")
  }

  @Test func thePreflightCountsFilesAndBytesWithoutReading() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<5 { try folder.write("12345", to: "s/\(Self.lessons)/A/f\(index).swift") }
    let lessons = folder.url.appendingPathComponent("s/Lessons")
    #expect(SubmissionPreflight(maximumFiles: 5, maximumBytes: 25).overLimit([lessons]) == nil)
    #expect(SubmissionPreflight(maximumFiles: 4, maximumBytes: 100).overLimit([lessons])?.en == "more than 4 files")
    #expect(SubmissionPreflight(maximumFiles: 10, maximumBytes: 24).overLimit([lessons]) != nil)
    // Empty folders count too: each costs a walk, a copy and a removal (the root, its lesson, A and three more).
    for index in 0..<3 { try FileManager.default.createDirectory(at: lessons.appendingPathComponent("01-DependencyInjection/E\(index)"), withIntermediateDirectories: true) }
    #expect(SubmissionPreflight(maximumFiles: 6, maximumBytes: 100).overLimit([lessons]) == nil)
    #expect(SubmissionPreflight(maximumFiles: 5, maximumBytes: 100).overLimit([lessons])?.en == "more than 5 folders or other entries")
    // A copy of the kit with an oversized kit file is refused as well.
    try folder.write(String(repeating: "x", count: 30), to: "s/Tests/huge.swift")
    let check = SubmissionPreflight(maximumFiles: 10, maximumBytes: 26).check(folder.url.appendingPathComponent("s"), lessonFolders: ["01-DependencyInjection"])
    #expect((try? check.get()) == nil)
  }

  @Test func mergeRefusesShardsOfDifferentKits() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let course = try ClassFixture.course()
    let one = folder.url.appendingPathComponent("shards/1")
    let two = folder.url.appendingPathComponent("shards/2")
    try BatchOutput(folder: one, kit: "aaaa1111", shard: try Shard(index: 1, count: 2))
      .write([StudentResult(student: "a", problem: "x")], course: course)
    try BatchOutput(folder: two, kit: "bbbb2222", shard: try Shard(index: 2, count: 2))
      .write([StudentResult(student: "b", problem: "x")], course: course)
    #expect {
      try BatchMerge.merge([one, two])
    } throws: { error in
      "\(error)".contains("aaaa1111") && "\(error)".contains("bbbb2222") && "\(error)".contains("different kits")
    }
    // The same kit merges, and the merged class names it.
    try BatchOutput(folder: two, kit: "aaaa1111", shard: try Shard(index: 2, count: 2))
      .write([StudentResult(student: "b", problem: "x")], course: course)
    #expect(try BatchMerge.join([one, two]).kit == "aaaa1111")
  }
}

/// What the batch keeps of a student's code for the class report.
@Suite struct SubmissionSourcesTests {
  @Test func onlyTheCodeExercisesFilesThatDifferFromTheStubAreKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let course = try ClassFixture.course()
    let stubs = try #require(try PristineStubs.load(root: Fixtures.kitRoot))
    let model = "Lessons/01-DependencyInjection/Code1TodoModel/"
    let stubFiles = stubs.files(inFolder: model)
    try #require(stubFiles.count >= 2)
    let (changed, kept) = (stubFiles.keys.sorted()[0], stubFiles.keys.sorted()[1])
    try folder.write("public struct Todo: Sendable {}\n", to: "s/" + changed)
    try folder.write(stubFiles[kept] ?? "", to: "s/" + kept)
    try folder.write("let answer = 1\n", to: "s/Lessons/01-DependencyInjection/Quiz/QuizAnswers.swift")
    try folder.write("not swift", to: "s/\(model)notes.txt")
    let sources = SubmissionSources.read(
      student: "s", lessons: folder.url.appendingPathComponent("s/Lessons"), course: course, stubs: stubs)
    #expect(sources.files == [changed: "public struct Todo: Sendable {}\n"])
    try sources.write(into: folder.url.appendingPathComponent("out"))
    #expect(SubmissionSources.load(student: "s", from: folder.url.appendingPathComponent("out")) == sources)
  }
}

/// `grader autograde` applies the same limits before it hashes or copies anything, and still writes results.json.
@Suite struct AutogradeLimitsTests {
  @Test func aHugeSparseFileIsRefusedInResultsJSONWithoutBeingRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = try folder.write("", to: "submission/Lessons/01-DependencyInjection/Code1TodoModel/big.swift")
    // 1 TB that takes no disk: reading it takes minutes, measuring it a stat (see the batch's test above).
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 1 << 40)
    try handle.close()
    let output = _Output()
    var context = CommandContext(environment: ["LANG": "en_US.UTF-8", "NO_COLOR": "1"], currentDirectory: folder.url)
    context.write = { output.append($0) }
    let results = folder.url.appendingPathComponent("results/results.json")
    let start = ContinuousClock.now
    let status = try AutogradeCommand.main(
      ["--submission", folder.url.appendingPathComponent("submission").path, "--results", results.path,
       "--package-path", Fixtures.kitRoot.path], context: context)
    #expect(ContinuousClock.now - start < .seconds(60))
    // Gradescope reads the outcome from results.json, so the exit stays 0.
    #expect(status == 0)
    let json = try String(contentsOf: results, encoding: .utf8)
    #expect(json.contains("too large") && json.contains("20 MB"), "\(json.prefix(600))")
  }

  private final class _Output: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) {
      lock.lock()
      defer { lock.unlock() }
      text += more
    }
  }
}
