import Foundation
import GraderTestSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// Which exercises a failed build sets aside.
@Suite struct ExerciseBuilderAttributionTests {
  let filter = DiagnosticsFilter(kitRoot: "/kit")
  let items = ["A", "B"].map { name in
    ExerciseBuilder.Item(module: name, testTarget: name + "Tests", folders: ["Lessons/L/\(name)/", "Tests/L/\(name)/"])
  }

  @Test func aGuessWaitsWhileAnotherExerciseIsBlamedForCertain() {
    let output = """
      [3/9] Compiling B B.swift
      error: compile command failed due to signal 6 (use -v to see invocation)
      /kit/Lessons/L/A/A.swift:1:1: error: expected declaration
      """
    #expect(ExerciseBuilder.attribute(output: output, to: items, filter: filter) == ["A"])
  }

  @Test func aGuessIsSetAsideWhenNothingElseIsBlamed() {
    let output = """
      [3/9] Compiling BTests BTests.swift
      error: compile command failed due to signal 6 (use -v to see invocation)
      """
    #expect(ExerciseBuilder.attribute(output: output, to: items, filter: filter) == ["B"])
  }

  @Test func aCrashDumpNamingItsModuleIsCertain() {
    let output = """
      [3/9] Compiling A A.swift
      error: compile command failed due to signal 6 (use -v to see invocation)
      [4/9] Emitting module A
      Stack dump:
      0.\tProgram arguments: /usr/bin/swift-frontend -frontend -c -primary-file /kit/Tests/L/B/BTests.swift -module-name BTests
      /kit/Lessons/L/A/A.swift:1:1: error: expected declaration
      """
    #expect(ExerciseBuilder.attribute(output: output, to: items, filter: filter) == ["A", "B"])
  }
}

/// What bounds one compile of a grading build.
@Suite struct CompilerLimitsTests {
  /// A huge expression makes the compiler grow without end (a 200 KB array literal: 1 GB, 87 s); on Linux every
  /// compiler process of a grading build has a memory ceiling far above what the kit's honest compiles hold (350 MB).
  @Test func everyCompilerOfAGradingBuildHasAMemoryCeilingOnLinux() {
    let files = SandboxPlan.Limit(resource: .fileSize, value: ExerciseBuilder.compilerFileBytes)
    #expect(ExerciseBuilder.compilerLimits(on: .linux) == [files, SandboxPlan.Limit(resource: .data, value: 4 << 30)])
    #expect(ExerciseBuilder.compilerMemoryBytes >= 10 * 350 * 1024 * 1024)
    #expect(ExerciseBuilder.compilerLimits(on: .darwin) == [files])
  }

  /// A compile error prints its whole source line, so the log grows with the square of a line's length (a 16 KB line of
  /// 4,000 wrong elements: 97 MB; a few hundred KB: enough to fill the disk the whole batch writes to). Every compiler
  /// process of a grading build writes no file past a ceiling far above the build's largest product (10 MB); a writer
  /// past it dies, and its log ends there.
  @Test func everyCompilerOfAGradingBuildWritesABoundedLog() throws {
    #expect(ExerciseBuilder.compilerFileBytes >= 20 * 10 << 20 && ExerciseBuilder.compilerFileBytes <= 1 << 30)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let log = folder.url.appendingPathComponent("build.txt").path
    var flood = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "sleep 1; exec yes 'error: flood'"], environment: [:], workingDirectory: folder.url.path,
      outputPath: log)
    // The limits are set right after the start (as for SwiftPM, which starts compilers much later than that): the shell
    // waits a second, then becomes the writer, which keeps them.
    flood.limits = ExerciseBuilder.compilerLimits(on: .current).map {
      $0.resource == .fileSize ? SandboxPlan.Limit(resource: .fileSize, value: 1 << 20) : $0
    }
    let outcome = try flood.run(timeout: .seconds(60))
    #expect(outcome.termination == .signalled(SIGXFSZ) || outcome.termination == .exited(128 + SIGXFSZ), "\(outcome.termination)")
    let size = (try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) ?? -1
    #expect(size == 1 << 20)
  }

  /// A compiler that dies at the ceiling (it aborts, signal 6) is blamed on the exercise it was compiling.
  @Test func aCompilerKilledAtTheCeilingCostsOnlyItsExercise() {
    let items = ["A", "B"].map { name in
      ExerciseBuilder.Item(module: name, testTarget: name + "Tests", folders: ["Lessons/L/\(name)/", "Tests/L/\(name)/"])
    }
    let output = """
      [3/9] Compiling B Huge.swift
      error: compile command failed due to signal 6 (use -v to see invocation)
      """
    #expect(ExerciseBuilder.attribute(output: output, to: items, filter: DiagnosticsFilter(kitRoot: "/kit")) == ["B"])
  }
}

/// How the grader reads a log a submission can make huge.
@Suite struct CompilerLogReadingTests {
  /// A log is read up to `RegularFile.logLimit` bytes, cut after a whole line, with a line saying how much was left;
  /// a short log is read whole.
  @Test func aLogIsReadUpToItsLimitAndSaysWhatItLeft() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let short = try folder.write("error: one\nerror: two\n", to: "short.txt")
    #expect(RegularFile.logText(atPath: short.path) == "error: one\nerror: two\n")
    let long = try folder.write(String(repeating: "Lessons/A/B.swift:1:2: error: flood\n", count: 1000), to: "long.txt")
    let text = RegularFile.logText(atPath: long.path, limit: 100)
    #expect(text.hasPrefix("Lessons/A/B.swift:1:2: error: flood\nLessons/A/B.swift:1:2: error: flood\n…"), "\(text)")
    #expect(text.contains("\(36_000 - 72) more bytes of the log not read"), "\(text)")
    #expect(RegularFile.logText(atPath: folder.url.appendingPathComponent("missing.txt").path).isEmpty)
  }
}

/// Which exercises a grade that builds only what it grades turns into placeholders.
@Suite struct BuildsOnlyGradedExercisesTests {
  private func item(_ module: String) -> ExerciseBuilder.Item {
    ExerciseBuilder.Item(module: module, testTarget: module + "Tests", folders: ["Lessons/L/\(module)/", "Tests/L/\(module)/"])
  }

  /// Every declared exercise that is not built now and that the tree holds as code (another submission's, or not yet
  /// known) becomes its placeholder; one already a placeholder costs nothing.
  @Test func everyOtherExerciseInTheTreeIsSetAside() {
    let declared = ["SONoteEditor", "VMFix1", "VMCode1", "DIQuiz"].map(item)
    let tree = ["SONoteEditor": "fingerprint of another student's files", "VMFix1": "fingerprint", "VMCode1": BuildTree.placeholder]
    let others = ExerciseBuilder.othersInTheTree(declared: declared, items: [item("VMFix1")], tree: tree)
    #expect(others.map(\.module) == ["SONoteEditor", "DIQuiz"])
    #expect(ExerciseBuilder.othersInTheTree(declared: declared, items: declared, tree: tree).isEmpty)
  }
}
