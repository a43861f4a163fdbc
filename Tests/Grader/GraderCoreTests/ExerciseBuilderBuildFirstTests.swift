import Testing

@testable import GraderCore

/// Whether a grade builds its changed exercises at once or checks each on its own first.
@Suite struct ExerciseBuilderBuildFirstTests {
  @Test func referencesAreBuiltAtOnce() {
    #expect(ExerciseBuilder.prefersBuildFirst(unknown: 1, selected: 40, expectsSourcesToCompile: true, onlyUnknownCompiledLastTime: false))
  }

  @Test func oneExerciseThatCompiledLastTimeIsBuiltAtOnce() {
    #expect(ExerciseBuilder.prefersBuildFirst(unknown: 1, selected: 40, expectsSourcesToCompile: false, onlyUnknownCompiledLastTime: true))
  }

  @Test func aFewChangedExercisesAreCheckedFirst() {
    #expect(!ExerciseBuilder.prefersBuildFirst(unknown: 3, selected: 40, expectsSourcesToCompile: false, onlyUnknownCompiledLastTime: false))
    #expect(!ExerciseBuilder.prefersBuildFirst(unknown: 5, selected: 11, expectsSourcesToCompile: false, onlyUnknownCompiledLastTime: false))
  }

  /// Another student's lesson in a one-lesson assignment: every selected exercise is new, however many the course has.
  @Test func mostOfTheSelectionNewIsBuiltAtOnce() {
    #expect(ExerciseBuilder.prefersBuildFirst(unknown: 11, selected: 11, expectsSourcesToCompile: false, onlyUnknownCompiledLastTime: false))
    #expect(ExerciseBuilder.prefersBuildFirst(unknown: 6, selected: 11, expectsSourcesToCompile: false, onlyUnknownCompiledLastTime: false))
    #expect(ExerciseBuilder.prefersBuildFirst(unknown: 40, selected: 40, expectsSourcesToCompile: false, onlyUnknownCompiledLastTime: false))
  }
}

/// What is known of a stub before anything is compiled.
@Suite struct ExerciseBuilderStubVerdictTests {
  @Test func aChangedExerciseIsFoundOut() {
    for stubBuilds in [true, false] {
      for trusted in [true, false] {
        #expect(ExerciseBuilder.pristineStubVerdict(isPristine: false, stubBuilds: stubBuilds, trusted: trusted) == .unknown)
      }
    }
  }

  /// Trusted or not, the build proves a stub said to compile: one that does not is blamed like any other exercise.
  @Test func aStubSaidToCompileGoesIntoTheBuild() {
    #expect(ExerciseBuilder.pristineStubVerdict(isPristine: true, stubBuilds: true, trusted: true) == .intoTheBuild)
    #expect(ExerciseBuilder.pristineStubVerdict(isPristine: true, stubBuilds: true, trusted: false) == .intoTheBuild)
  }

  /// `grader verify` proves that a stub said not to compile does not: it is checked, not taken at its word.
  @Test func aStubSaidNotToCompileIsTakenAtItsWordOnlyWhenTrusted() {
    #expect(ExerciseBuilder.pristineStubVerdict(isPristine: true, stubBuilds: false, trusted: true) == .doesNotCompile)
    #expect(ExerciseBuilder.pristineStubVerdict(isPristine: true, stubBuilds: false, trusted: false) == .unknown)
  }
}

/// The command line of a grade's build.
@Suite struct ExerciseBuilderCommandTests {
  @Test func buildsThePackageAndItsTestsInTheGradersFolders() {
    let arguments = ExerciseBuilder.swiftBuildArguments(packagePath: "/kit/.build/grader/lessons/tree", scratchPath: "/kit/.build/grader/lessons")
    #expect(Array(arguments.prefix(2)) == ["build", "--build-tests"])
    #expect(arguments.firstIndex(of: "--package-path").map { arguments[$0 + 1] } == "/kit/.build/grader/lessons/tree")
    #expect(arguments.firstIndex(of: "--scratch-path").map { arguments[$0 + 1] } == "/kit/.build/grader/lessons")
  }

  /// Nothing the grader reads needs debug information, and writing it costs about a tenth of every compile.
  @Test func writesNoDebugInformation() {
    let arguments = ExerciseBuilder.swiftBuildArguments(packagePath: "tree", scratchPath: "scratch")
    let passed = arguments.indices.dropLast().filter { arguments[$0] == "-Xswiftc" }.map { arguments[$0 + 1] }
    #expect(passed.last { $0.hasPrefix("-g") } == "-gnone")
  }
}
