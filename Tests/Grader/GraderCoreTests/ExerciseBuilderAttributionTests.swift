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
