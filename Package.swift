// swift-tools-version: 6.0
import PackageDescription

// MARK: - Switches read from the environment

/// The tree the exercise modules are built from: the student's `Lessons` (default) or the reference `Solutions`.
let sourcesRoot = Context.environment["KIT_SOURCES"] == "Solutions" ? "Solutions" : "Lessons"

/// Set by the grader: declare only exercises and their suites, not the grader or the kit's own tests.
let isGrading = Context.environment["KIT_GRADING"] == "1"

/// Exercise modules to leave out (comma-separated), used by the grader to set broken ones aside.
let excludedModules = moduleList(Context.environment["KIT_EXCLUDE"])

/// When set, the only exercise modules to declare (comma-separated), used by `grader --question`.
let onlyModules = Context.environment["KIT_ONLY"].map { moduleList($0) }

func moduleList(_ value: String?) -> Set<String> {
  Set((value ?? "").split(separator: ",").map { String($0) })
}

// MARK: - Stand-ins for Apple frameworks on Linux

/// Apple frameworks the kit imports. Apple platforms have the real ones; Linux gets headless stand-ins of the same name.
///
/// Everything about the stand-ins sits in this one `#if`: the Apple branch must neither declare a stand-in target (it
/// would shadow the real framework) nor depend on one (SwiftPM resolves dependencies before it applies platform
/// conditions, so the manifest would not load on a Mac). `grader verify` and the kit's tests evaluate the Apple branch
/// on Linux by flipping this test in a copy.
#if os(Linux)
let standInTargets: [Target] = [
  .target(name: "SwiftUI", path: "Support/SwiftUI", exclude: ["README.md"]),
]
#else
let standInTargets: [Target] = []
#endif

/// The names of frameworks that only exist as stand-ins on Linux.
let appleFrameworks: Set<String> = ["SwiftUI", "Combine"]

/// Dependencies by name; an Apple framework becomes a dependency only where its stand-in is declared.
@MainActor func dependencies(_ names: [String]) -> [Target.Dependency] {
  let declared = Set(standInTargets.map(\.name))
  return names.filter { !appleFrameworks.contains($0) || declared.contains($0) }.map { .target(name: $0) }
}

let swiftUI = "SwiftUI"

// MARK: - Exercises

/// One exercise: a module built from `Lessons/` or `Solutions/`, graded by one test target.
struct Exercise {
  var lesson: String
  var folder: String
  var module: String
  var dependencies: [String] = []

  var testTarget: String { module + "Tests" }
}

/// The exercises, in the order of the lesson. `Course/course.json` describes the same list.
let exercises: [Exercise] = [
  Exercise(lesson: "01-DependencyInjection", folder: "Quiz", module: "DIQuiz", dependencies: ["KitSupport"]),
  Exercise(lesson: "01-DependencyInjection", folder: "FillIn", module: "DIFillIn"),
  Exercise(lesson: "01-DependencyInjection", folder: "Fix1Injection", module: "DIFix1", dependencies: ["BookshelfCore"]),
  Exercise(lesson: "01-DependencyInjection", folder: "Fix2EnvironmentValue", module: "DIFix2", dependencies: ["BookshelfCore", swiftUI]),
  Exercise(lesson: "01-DependencyInjection", folder: "Fix3MockMutation", module: "DIFix3", dependencies: ["BookshelfCore"]),
  Exercise(lesson: "01-DependencyInjection", folder: "Predict", module: "DIPredict"),
  Exercise(lesson: "01-DependencyInjection", folder: "Code1TodoModel", module: "DITodoModel"),
  Exercise(lesson: "01-DependencyInjection", folder: "Code2TodoMock", module: "DITodoMock", dependencies: ["TodoKit", "KitSupport"]),
  Exercise(lesson: "01-DependencyInjection", folder: "Code3TodoEnvironment", module: "DITodoEnvironment", dependencies: ["TodoKit", "KitSupport", swiftUI]),
  Exercise(lesson: "01-DependencyInjection", folder: "Code4TodoViewModel", module: "DITodoViewModel", dependencies: ["TodoKit", "KitSupport"]),
  Exercise(lesson: "01-DependencyInjection", folder: "Code5FileRepository", module: "DIFileRepository", dependencies: ["TodoKit", "KitSupport"]),
  Exercise(lesson: "01-DependencyInjection", folder: "Open", module: "DIOpen"),
  // Lesson 4 (added by hand until `grader sync` generates this list).
  Exercise(lesson: "04-InjectingStateObject", folder: "Code1Reader", module: "SOReader"),
  Exercise(lesson: "04-InjectingStateObject", folder: "Code3Resolver", module: "SOResolver", dependencies: ["KitSupport"]),
]

/// Extra test dependencies an exercise's suite needs beyond its own module and `GradingSupport`.
let testDependencies: [String: [String]] = [
  "DIFillIn": ["KitSupport"],
  "DIFix1": ["BookshelfCore"],
  "DIFix2": ["BookshelfCore", swiftUI],
  "DIFix3": ["BookshelfCore"],
  "DIPredict": ["BookshelfCore", "Bookshelf"],
  "DITodoMock": ["TodoKit", "KitSupport"],
  "DITodoEnvironment": ["TodoKit", swiftUI],
  "DITodoViewModel": ["TodoKit"],
  "DIFileRepository": ["TodoKit", "KitSupport"],
]

/// Exercises without a test suite: their answers are read by the grader and judged by the instructor.
let ungradedModules: Set<String> = ["DIOpen"]

let selectedExercises = exercises.filter { exercise in
  !excludedModules.contains(exercise.module) && (onlyModules?.contains(exercise.module) ?? true)
}

let exerciseTargets: [Target] = selectedExercises.flatMap { exercise -> [Target] in
  let module = Target.target(
    name: exercise.module,
    dependencies: dependencies(exercise.dependencies),
    path: "\(sourcesRoot)/\(exercise.lesson)/\(exercise.folder)"
  )
  guard !ungradedModules.contains(exercise.module) else { return [module] }
  let suite = Target.testTarget(
    name: exercise.testTarget,
    dependencies: dependencies([exercise.module, "GradingSupport"] + (testDependencies[exercise.module] ?? [])),
    path: "Tests/\(exercise.lesson)/\(exercise.folder)"
  )
  return [module, suite]
}

// MARK: - Support, example, grader

let supportTargets: [Target] = [
  .target(name: "KitSupport", path: "Support/KitSupport"),
  .target(name: "GradingSupport", dependencies: ["KitSupport"], path: "Support/GradingSupport"),
  .target(name: "TodoKit", dependencies: ["KitSupport"], path: "Support/TodoKit"),
  .target(name: "BookshelfCore", path: "Examples/BookshelfCore"),
  .target(name: "Bookshelf", dependencies: dependencies(["BookshelfCore", swiftUI]), path: "Examples/Bookshelf"),
  .target(name: "VaultCore", path: "Examples/04-InjectingStateObject/VaultCore"),
]

let graderTargets: [Target] = [
  .target(name: "GraderCore", path: "Grader/GraderCore"),
  .executableTarget(name: "grader", dependencies: ["GraderCore"], path: "Grader/grader"),
]

let kitTestTargets: [Target] = [
  .testTarget(name: "GraderCoreTests", dependencies: ["GraderCore"], path: "Tests/Grader/GraderCoreTests"),
  .testTarget(name: "GraderEndToEndTests", dependencies: ["GraderCore"], path: "Tests/Grader/GraderEndToEndTests"),
  .testTarget(name: "CourseManifestTests", dependencies: ["GraderCore", "GradingSupport"], path: "Tests/Kit/CourseManifestTests"),
  .testTarget(name: "KitSupportTests", dependencies: ["KitSupport", "TodoKit"], path: "Tests/Kit/KitSupportTests"),
  .testTarget(name: "BookshelfTests", dependencies: dependencies(["BookshelfCore", "Bookshelf", swiftUI]), path: "Tests/Kit/BookshelfTests"),
  .testTarget(name: "VaultTests", dependencies: dependencies(["VaultCore"]), path: "Tests/Kit/04-InjectingStateObject/VaultTests"),
] + standInTargets.map { standIn in
  // Each stand-in's own tests, which use only API the real framework has.
  .testTarget(name: "\(standIn.name)StandInTests", dependencies: [.target(name: standIn.name)], path: "Tests/Kit/\(standIn.name)StandInTests")
}

/// The kit's own targets. While grading, only the kit test suites named in `KIT_ONLY` are declared.
let kitTargets: [Target] = isGrading
  ? kitTestTargets.filter { onlyModules?.contains($0.name) ?? false }
  : graderTargets + kitTestTargets
let needsGraderCore = isGrading && !kitTargets.filter { $0.name.hasPrefix("Grader") || $0.name == "CourseManifestTests" }.isEmpty

let package = Package(
  name: "SwiftTeachingKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: isGrading ? [] : [.executable(name: "grader", targets: ["grader"])],
  targets: standInTargets + supportTargets + exerciseTargets + kitTargets + (needsGraderCore ? [graderTargets[0]] : [])
)
