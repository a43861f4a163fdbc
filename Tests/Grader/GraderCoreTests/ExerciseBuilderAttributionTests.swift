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
    #expect(ExerciseBuilder.compilerLimits(on: .linux) == [SandboxPlan.Limit(resource: .data, value: 4 << 30)])
    #expect(ExerciseBuilder.compilerMemoryBytes >= 10 * 350 * 1024 * 1024)
    #expect(ExerciseBuilder.compilerLimits(on: .darwin).isEmpty)
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
