import Foundation
import GraderTestSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// `grader sync` and `sync --check`: the files derived from the manifest.
@Suite struct SyncPlanTests {
  private let text = LocalizedText(en: "Text", zh: "文字")

  private func course(points: Double = 2) -> Course {
    Course(
      title: text, sections: [Course.Section(id: "quiz", title: text)],
      lessons: [
        Lesson(
          id: "t", folder: "09-Throwaway", title: text,
          exercises: [
            Exercise(
              module: "TQuiz", folder: "Quiz", testTarget: "TQuizTests", stubBuilds: true, dependencies: ["KitSupport"],
              testDependencies: ["KitSupport"], files: ["QuizAnswers.swift"])
          ],
          questions: [
            Question(
              id: "t.choice1", kind: .choice, section: "quiz", points: points, exercise: "TQuiz", suite: "Choice1",
              answers: [ClosedAnswer(constant: "QuizAnswers.choice1", key: .text("b"))], title: text, hint: text,
              explanation: text)
          ])
      ])
  }

  private func kit() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("// head\n\(PackageBlock.fence.begin)\n\(PackageBlock.fence.end)\n// tail\n", to: "Package.swift")
    try folder.write("# Kit\n\(LessonTables.courseFence.begin)\n\(LessonTables.courseFence.end)\n", to: "README.md")
    try folder.write(
      "# Lesson\n\(LessonTables.exercisesFence.begin)\nold\n\(LessonTables.exercisesFence.end)\nafter\n",
      to: "Lessons/09-Throwaway/README.md")
    try folder.write("enum QuizAnswers { static let choice1: String? = nil }\n", to: "Lessons/09-Throwaway/Quiz/QuizAnswers.swift")
    return folder
  }

  @Test func syncWritesEveryDerivedFileThenFindsNothingStale() throws {
    let folder = try kit()
    defer { folder.remove() }
    let plan = try SyncPlan(root: folder.url, course: course())
    #expect(Set(try plan.write(root: folder.url)) == [
      "Package.swift", "README.md", "Lessons/09-Throwaway/README.md", "Tests/09-Throwaway/Quiz/QuizAnswerTests.swift",
      "Course/stubs.json",
    ])
    #expect(plan.staleFiles(root: folder.url).isEmpty)
    let package = try String(contentsOf: folder.url.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(package.hasPrefix("// head\n") && package.hasSuffix("// END GENERATED\n// tail\n"))
    #expect(package.contains(#"Exercise(lesson: "09-Throwaway", folder: "Quiz", module: "TQuiz", dependencies: ["KitSupport"]"#))
    let lesson = try String(contentsOf: folder.url.appendingPathComponent("Lessons/09-Throwaway/README.md"), encoding: .utf8)
    #expect(lesson.contains("| `t.choice1` | 选择 / choice | 2 | `Quiz/QuizAnswers.swift` |") && lesson.hasSuffix("after\n"))
    #expect(!lesson.contains("old"))
    let suite = try String(contentsOf: folder.url.appendingPathComponent("Tests/09-Throwaway/Quiz/QuizAnswerTests.swift"), encoding: .utf8)
    #expect(suite.contains("struct Choice1") && suite.contains(".verdict(for: TQuiz.QuizAnswers.choice1)") && suite.contains("#expect(verdict.isRight"))
    #expect(!suite.contains("\"b\""), "the generated suite must not hold the key in clear")
    let stubs = try PristineStubs.load(root: folder.url)
    #expect(stubs?.files.keys.sorted() == ["Lessons/09-Throwaway/Quiz/QuizAnswers.swift"])
  }

  @Test func aStudentEditionKeepsTheStubsItShippedWith() throws {
    let folder = try kit()
    defer { folder.remove() }
    _ = try SyncPlan(root: folder.url, course: course()).write(root: folder.url)
    // The student's work in Lessons/ is not a stub: syncing their edition must not make it one.
    try folder.write("enum QuizAnswers { static let choice1: String? = \"b\" }\n", to: "Lessons/09-Throwaway/Quiz/QuizAnswers.swift")
    let plan = try SyncPlan(root: folder.url, course: course(), studentEdition: true)
    #expect(!plan.files.map(\.path).contains("Course/stubs.json"))
    #expect(try SyncPlan(root: folder.url, course: course()).staleFiles(root: folder.url) == ["Course/stubs.json"])
  }

  @Test func aChangedManifestMakesItsDerivedFilesStale() throws {
    let folder = try kit()
    defer { folder.remove() }
    _ = try SyncPlan(root: folder.url, course: course()).write(root: folder.url)
    let stale = try SyncPlan(root: folder.url, course: course(points: 3)).staleFiles(root: folder.url)
    #expect(stale == ["README.md", "Lessons/09-Throwaway/README.md"])
  }

  @Test func aFileWithoutItsFenceIsAKitError() throws {
    let folder = try kit()
    defer { folder.remove() }
    try folder.write("no fence here\n", to: "README.md")
    #expect(throws: KitError.self) { try SyncPlan(root: folder.url, course: course()) }
  }
}
