import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Test-writing is graded by behaviour alone: "tests" that tell the subject's versions apart by anything else (the
/// environment, `/proc`, the scratch folder's name, what an earlier run left behind, time, `@testable` access to the
/// fault switch) score nothing, and the reference solution still scores full marks. On the fixture kit's `f.tests1`;
/// part of `GraderEndToEndTests`, so it runs one test at a time.
enum SniffingSubmissions {
  /// A student's test file for f.tests1 whose only test is `body`: it passes when the sniff says "reference".
  static func sniffingTests(_ body: String, imports: String = "import FSubject") -> String {
    """
    import Foundation
    import Testing
    \(imports)
    #if canImport(Glibc)
    import Glibc
    #endif

    @Suite struct SniffingTests {
      @Test func passesOnlyOnTheReference() throws {
    \(body)
      }
    }

    """
  }

  /// Sniffs, each a student's whole test file: without behaviour-only grading, each scored full marks or could.
  static let sniffs: [(name: String, file: String)] = [
    ("environment", sniffingTests(#"    #expect(ProcessInfo.processInfo.environment["KIT_FAULT"] == nil)"#)),
    ("proc-environ", sniffingTests(#"""
        let environ = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/environ"))
        let names = String(decoding: environ, as: UTF8.self).split(separator: "\0").map { $0.prefix { $0 != "=" } }
        #expect(!names.contains { $0.hasSuffix("_FAULT") })
    """#)),
    // The sandbox's environment has six variables; a run that adds one is a faulty version.
    ("environment-count", sniffingTests(#"    #expect(ProcessInfo.processInfo.environment.count <= 6)"#)),
    ("scratch-name", sniffingTests(#"    #expect(FileManager.default.currentDirectoryPath.hasSuffix("-reference"))"#)),
    // The reference ran first: only the first run may create the semaphore, and System V IPC outlives the process.
    ("semaphore", sniffingTests(#"""
        let made = semget(0x4B49_5401, 1, IPC_CREAT | IPC_EXCL | 0o666)
        #expect(made >= 0)
    """#)),
    ("tmp-file", sniffingTests(#"""
        let made = open("/tmp/fixture-tests1-first-run", O_CREAT | O_EXCL | O_WRONLY, 0o666)
        #expect(made >= 0)
    """#)),
    // The reference ran first, right after the test program was built.
    ("timing", sniffingTests(#"""
        let age = Date().timeIntervalSince(
          (try FileManager.default.attributesOfItem(atPath: "/proc/self/exe")[.modificationDate] as? Date) ?? .distantPast)
        #expect(age < 3)
    """#)),
    ("testable-fault-switch", sniffingTests(
      #"    #expect(!["countsTwice", "forgetsReset"].contains { Fault.isActive($0) })"#,
      imports: "@testable import FSubject")),
  ]

  /// The sniffs' names.
  static let names = sniffs.map { $0.name }
}

extension GraderEndToEndTests {
  @Test(.kit(.fixture), .serialized, arguments: SniffingSubmissions.names)
  func testsThatSniffTheVersionScoreNothing(_ name: String) async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    let file = try #require(SniffingSubmissions.sniffs.first { $0.name == name }).file
    try file.write(
      to: kit.root.appendingPathComponent("\(Self.basics)/WriteTests/TallyTests.swift"),
      atomically: true, encoding: .utf8)
    try? FileManager.default.removeItem(atPath: "/tmp/fixture-tests1-first-run")
    let run = try await kit.grade(["--question", "f.tests1", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let question = try #require(try run.report().questions.first { $0.id == "f.tests1" }, "stderr: \(run.stderr)")
    #expect(question.score == 0, "\(name): \(question.checks.map { "\($0.name) \($0.status) \($0.message)" })")
    try? FileManager.default.removeItem(atPath: "/tmp/fixture-tests1-first-run")
  }

  @Test(.kit(.fixture)) func referenceTestsScoreFullMarksAndNoOtherExerciseLinksThem() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("WriteTests")
    let run = try await kit.grade(["--question", "f.tests1", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"])
    let question = try #require(try run.report().questions.first { $0.id == "f.tests1" }, "stderr: \(run.stderr)")
    #expect(question.status == .passed, "\(question.checks.map { "\($0.name) \($0.status) \($0.message)" })")
    #expect(question.score == question.maxScore)
    // The test program of every other exercise is linked without any test-writing module.
    let scratch = KitLayout(root: kit.root, sources: .lessons).scratchPath + "/debug"
    let products = try FileManager.default.contentsOfDirectory(atPath: scratch).filter { $0.hasSuffix("PackageTests.product") }
    #expect(!products.isEmpty)
    let course = try kit.course()
    let testWriting = course.lessons.flatMap(\.exercises).filter { $0.kind == .tests }.map(\.module)
    for product in products {
      let objects = try String(contentsOfFile: "\(scratch)/\(product)/Objects.LinkFileList", encoding: .utf8)
      #expect(objects.contains("FMathTests.build"), "the list names the other exercises' objects")
      for module in testWriting { #expect(!objects.contains("/\(module).build/"), "\(module) is linked into \(product)") }
    }
  }

  /// `grader test f.tests1` runs the tests the student wrote, linked with the reference subject as grading links them:
  /// since the student's tests became a library of the grading build, it had run none (found by the lesson 3 walk).
  @Test(.kit(.fixture)) func gradersTestCommandRunsTheStudentsOwnTests() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("WriteTests")
    let run = try await kit.grade(["test", "f.tests1", "--no-progress"])
    // Swift Testing writes its lines to standard error, after the grader's heading on standard output.
    let output = run.stdout + run.stderr
    #expect(run.stdout.contains("FWriteTests"), "\(output)")
    #expect(output.contains("addsEachAmountOnce()") && output.contains("resetStartsAgainFromZero()"), "\(output)")
    #expect(output.contains("Test run with 2 tests"), "\(output)")
  }
}
