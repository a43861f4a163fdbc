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
