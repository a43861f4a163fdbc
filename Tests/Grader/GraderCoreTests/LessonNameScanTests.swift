import Foundation
import GraderTestSupport
import Testing

@testable import GraderCore

/// Integrity round 8: a student's top-level type named like one a suite uses from a lesson module (other than lesson
/// 1's, which `SourceScan` protects) took the suite's calls through that name. pv.code1's suite counts the real
/// server's requests with `RealHTTPClient.requests { … }`; a student's `enum RealHTTPClient` whose `requests(during:)`
/// needs one default argument fewer than `RecipeAPI`'s won the call and counted none, so a mock that reached the server
/// kept the point for never doing so (7 of 8 → 8 of 8). Such an exercise is now not built (`compile-error`, saying what
/// to rename), never `tampered`: a copied lesson type is an honest slip.
@Suite struct LessonNameScanTests {
  /// A kit with a lesson module `RecipeAPI` (in `Shared/`) and an exercise `Ex` whose suite uses its names.
  private func kit(student: String, suite: String = Self.suite) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      public enum RealHTTPClient {
        public static func requests(isolation: isolated (any Actor)? = #isolation, during body: () async throws -> Void) async rethrows -> [String] { [] }
      }
      public struct Recipe: Equatable { public var name: String }
      """, to: "Lessons/L/Shared/RecipeAPI/RecipeAPI.swift")
    try folder.write(suite, to: "Tests/L/Ex/Suite.swift")
    try folder.write("import Foundation\nenum Probe { static let name = \"Recipe\" }\n", to: "Tests/L/Ex/Probe.swift")
    try folder.write(student, to: "Lessons/L/Ex/Mine.swift")
    return folder
  }

  private static let suite = """
    import RecipeAPI
    import Testing
    @testable import Ex

    @Test func neverReachesServer() async {
      let requests = await RealHTTPClient.requests { _ = Mock.search() }
      #expect(requests.isEmpty)
      #expect(Mock.search().first == RecipeAPI.Recipe(name: "Tofu"))
    }
    """

  private let item = ExerciseBuilder.Item(module: "Ex", testTarget: "ExTests", folders: ["Lessons/L/Ex/", "Tests/L/Ex/"])

  private func problems(_ student: String, suite: String = Self.suite) throws -> [String: String] {
    let folder = try kit(student: student, suite: suite)
    defer { folder.remove() }
    return ExerciseIntegrity(layout: KitLayout(root: folder.url, sources: .lessons)).lessonNameProblems([item])
  }

  @Test func aTypeNamedLikeOneTheSuiteUsesFromALessonModuleIsNotBuilt() throws {
    let student = """
      import RecipeAPI
      public enum Mock { public static func search() -> [Recipe] { [] } }
      public enum RealHTTPClient {
        public static func requests(during body: () async throws -> Void) async rethrows -> [String] { try await body(); return [] }
      }
      """
    let found = try problems(student)["Ex"] ?? ""
    #expect(found.contains("Lessons/L/Ex/Mine.swift") && found.contains("enum RealHTTPClient"), "\(found)")
    #expect(found.contains("lesson module RecipeAPI") && found.contains("课程模块 RecipeAPI"), "\(found)")
  }

  @Test func aTypeNamedLikeALessonModuleIsNotBuilt() throws {
    let student = "public enum Mock { public static func search() -> [Int] { [] } }\npublic enum RecipeAPI { public struct Recipe {} }\n"
    let found = try problems(student)["Ex"] ?? ""
    #expect(found.contains("enum RecipeAPI") && found.contains("the name of the lesson module RecipeAPI"), "\(found)")
  }

  /// What the suite can never see, and names it never uses unqualified, are no clash.
  @Test func honestDeclarationsAreNoClash() throws {
    let honest = [
      "public enum Mock { public static func search() -> [Int] { [] } }",
      // Private at file scope: no other file sees it.
      "private enum RealHTTPClient { static func requests() -> [String] { [] } }\npublic enum Mock {}",
      "fileprivate struct Recipe {}\npublic enum Mock {}",
      // Nested in the student's own type.
      "public enum Mock { public enum RealHTTPClient {}; public struct Recipe {} }",
      // The suite writes `RecipeAPI.Recipe` only qualified, and `Probe` (which does not import Ex) names it in a string.
      "public struct Recipe { public var title: String }\npublic enum Mock {}",
      // A member named like a lesson type, and a local.
      "public enum Mock { public static var realHTTPClient: Int { let RealHTTPClient = 1; return RealHTTPClient } }",
    ]
    for source in honest {
      #expect(try problems(source).isEmpty, "\(source)")
    }
  }

  /// Only suite files that import the student's module can have a name taken.
  @Test func suiteFilesThatDoNotImportTheModuleDoNotCount() throws {
    let suite = "import RecipeAPI\nimport Testing\n@Test func f() async { _ = await RealHTTPClient.requests {} }\n"
    #expect(try problems("public enum RealHTTPClient {}\n", suite: suite).isEmpty)
  }

  @Test func visibleTopLevelDeclarationsLeaveOutPrivateOnesAndMembers() {
    let source = """
      @MainActor public final class Shown { var inner = 0 }
      private(set) public var counter = 0
      private struct Hidden {}
      @available(*, deprecated) fileprivate func alsoHidden() {}
      extension Shown { public func member() {} }
      #if os(Linux)
      typealias Aliased = Int
      #endif
      """
    let names = LessonNameScan.visibleTopLevelDeclarations(in: source).map(\.name)
    #expect(names == ["Shown", "counter", "Aliased"], "\(names)")
  }

  /// The course's stubs and reference solutions declare no such name.
  @Test(arguments: [Sources.lessons, .solutions])
  func theKitsOwnStubsAndSolutionsHaveNoClash(sources: Sources) throws {
    let layout = KitLayout(root: KitRoot.url, sources: sources)
    let course = try Course.load(from: layout.manifestURL)
    let selection = try QuestionSelection(course: course, questionIDs: [], lessonIDs: [])
    let items = selection.buildItems(layout: layout, stubs: nil)
    #expect(!items.isEmpty)
    let found = ExerciseIntegrity(layout: layout).lessonNameProblems(items)
    #expect(found.isEmpty, "\(found)")
  }

  /// Nor does any of the alternative solutions `grader verify` proves (`Solutions/<lesson>/Alternatives/<exercise>/<name>`).
  @Test func theAlternativeSolutionsHaveNoClash() throws {
    let layout = KitLayout(root: KitRoot.url, sources: .solutions)
    let course = try Course.load(from: layout.manifestURL)
    var checked = 0
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let base = "Solutions/\(lesson.folder)/Alternatives/\(exercise.folder)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: KitRoot.url.appendingPathComponent(base).path)) ?? []
        for name in names where !name.hasPrefix(".") {
          let item = ExerciseBuilder.Item(
            module: exercise.module, testTarget: exercise.module + "Tests",
            folders: ["\(base)/\(name)/", layout.testFolder(lesson: lesson, exercise: exercise)])
          let found = ExerciseIntegrity(layout: layout).lessonNameProblems([item])
          #expect(found.isEmpty, "\(base)/\(name): \(found)")
          checked += 1
        }
      }
    }
    #expect(checked > 0)
  }
}
