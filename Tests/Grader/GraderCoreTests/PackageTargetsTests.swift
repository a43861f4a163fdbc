import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct PackageTargetsTests {
  private let text = LocalizedText(en: "t", zh: "题")

  private var course: Course {
    Course(
      schemaVersion: 1, title: text, sections: [],
      lessons: [
        Lesson(
          id: "l", folder: "01-L", title: text,
          exercises: [Exercise(module: "LQuiz", folder: "Quiz", testTarget: "LQuizTests", stubBuilds: true)],
          questions: [])
      ])
  }

  @Test func matchingPackageHasNoProblems() {
    let targets = ["LQuiz": "Lessons/01-L/Quiz", "LQuizTests": "Tests/01-L/Quiz", "GraderCore": "Grader/GraderCore"]
    #expect(PackageTargets.problems(course: course, targets: targets, sources: .lessons) == [])
  }

  @Test func wrongTreeMissingSuiteAndUnknownSuiteAreReported() {
    let targets = ["LQuiz": "Lessons/01-L/Quiz", "LExtraTests": "Tests/01-L/Extra"]
    #expect(PackageTargets.problems(course: course, targets: targets, sources: .solutions) == [
      "LQuiz is not built from Solutions/01-L/Quiz (Package.swift says Lessons/01-L/Quiz)",
      "LQuizTests is not declared at Tests/01-L/Quiz",
      "Package.swift declares the suite LExtraTests, which the manifest does not know",
    ])
  }
}
