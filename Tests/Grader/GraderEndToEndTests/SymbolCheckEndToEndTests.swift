import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// A module the symbol check refuses after the build is taken out of the test program before any check runs. Part of
/// `GraderEndToEndTests`, so it shares its kit copy and runs one test at a time.
extension GraderEndToEndTests {
  /// The scan refuses every attribute that defines a foreign symbol, so the object the symbol check refuses is planted
  /// where SwiftPM left the module's own: what a scan miss would produce.
  @Test(.kit(.fixture)) func aModuleTheSymbolCheckRefusesIsNotLinkedWhenChecksRun() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code1Math")
    try kit.useSolution("Code2Text")
    let arguments = ["--question", "f.code1", "--question", "f.code2", "--format", "json", "--no-progress",
      "--timeout", "\(Self.timeout)"]
    let first = try await kit.grade(arguments).report()
    #expect(first.questions.allSatisfy { $0.status == .passed }, "\(first.questions.map { ($0.id, $0.status) })")

    let layout = KitLayout(root: kit.root, sources: .lessons)
    let folder = layout.scratchPath + "/debug/FText.build"
    let object = folder + "/Text.swift.o"
    #expect(FileManager.default.fileExists(atPath: object))
    let source = kit.root.appendingPathComponent(".build/forged.swift")
    try Data("@_cdecl(\"grader_forged\") public func forged() {}\n".utf8).write(to: source)
    let toolchain = HostToolchain.locate(platform: .current, environment: ProcessInfo.processInfo.environment) { _, _ in nil }
    let compile = ChildProcess(
      executable: toolchain.tool("swiftc"),
      arguments: ["-parse-as-library", "-module-name", "FText", "-c", source.path, "-o", object],
      environment: ProcessInfo.processInfo.environment, workingDirectory: kit.root.path, outputPath: nil)
    let compiled: CapturedRun<Bool> = try compile.capture(outputLimit: 1 << 16) { elapsed, _, _ in elapsed > .seconds(120) ? true : nil }
    try #require(compiled.outcome.succeeded, "\(compiled.outputText)")

    let second = try await kit.grade(arguments).report()
    let code2 = try #require(second.questions.first { $0.id == "f.code2" })
    #expect(code2.status == .tampered && code2.checks.allSatisfy { $0.message.contains("grader_forged") })
    let code1 = try #require(second.questions.first { $0.id == "f.code1" })
    #expect(code1.status == .passed, "\(code1.checks.map(\.message))")
    // The refused module is its placeholder in the tree, and the test program the checks ran in was linked without it.
    #expect(BuildTree(layout: layout).loadState().exercises["FText"] == BuildTree.placeholder)
    #expect(try kit.buildOutcome().buildCount == 1)
    let debug = layout.scratchPath + "/debug"
    let executable = try #require(try FileManager.default.contentsOfDirectory(atPath: debug).first { $0.hasSuffix("PackageTests.xctest") })
    let listingPath = kit.root.appendingPathComponent(".build/test-program-symbols.txt").path
    let nm = ChildProcess(
      executable: toolchain.tool("llvm-nm"), arguments: ["-g", "-P", debug + "/" + executable],
      environment: ProcessInfo.processInfo.environment, workingDirectory: kit.root.path, outputPath: listingPath)
    #expect(try nm.run(timeout: .seconds(120)).succeeded)
    let listing = try String(contentsOfFile: listingPath, encoding: .utf8)
    #expect(listing.contains("FMath") && !listing.contains("grader_forged"))
    try kit.restoreStubs()
  }
}

extension GraderEndToEndTests {
  /// A look at the process in a solution that passes: the question keeps its full score and names the line for review.
  @Test(.kit(.fixture)) func aPassingExerciseThatReadsTheEnvironmentIsFlaggedNotScored() async throws {
    let kit = try fixture()
    try kit.restoreStubs()
    try kit.useSolution("Code1Math")
    let file = "Lessons/01-Basics/Code1Math/Sniff.swift"
    try Data("import Foundation\n\n// getenv in a comment is no flag\npublic let sniffed = ProcessInfo.processInfo.environment.count\n".utf8)
      .write(to: kit.root.appendingPathComponent(file))
    let arguments = ["--question", "f.code1", "--format", "json", "--no-progress", "--timeout", "\(Self.timeout)"]
    let question = try #require(try await kit.grade(arguments).report().questions.first)
    #expect(question.status == .passed && question.score == question.maxScore, "\(question.checks.map(\.message))")
    #expect(question.reviewFlags?.map { "\($0.file):\($0.line) \($0.seen)" } == ["\(file):4 ProcessInfo"])
    try FileManager.default.removeItem(at: kit.root.appendingPathComponent(file))
    try kit.restoreStubs()
  }
}
