/// One exercise module of a lesson: the folder a student edits and the test target that grades it.
public struct Exercise: Codable, Hashable, Sendable {
  /// What the student's folder is built as.
  public enum Kind: String, Codable, Sendable {
    /// A library module that a suite of the kit grades (the default).
    case module
    /// A test target: the student writes the tests, which the grader runs against a subject and its faulty versions.
    case tests
  }

  public var module: String
  /// The folder under `Lessons/<lesson>/` (and `Solutions/<lesson>/`, `Tests/<lesson>/`).
  public var folder: String
  public var testTarget: String?
  /// Whether the shipped stub compiles together with its test suite.
  public var stubBuilds: Bool
  var _kind: Kind?
  var _dependencies: [String]?
  var _testDependencies: [String]?
  var _files: [String]?
  /// Files only the reference solution has, besides `files`.
  public var solutionFiles: [String]?
  /// For a `tests` exercise: the lesson module the student's tests exercise.
  public var subject: String?

  enum CodingKeys: String, CodingKey {
    case module, folder, testTarget, stubBuilds, subject, solutionFiles
    case _kind = "kind"
    case _dependencies = "dependencies"
    case _testDependencies = "testDependencies"
    case _files = "files"
  }

  public init(
    module: String, folder: String, testTarget: String?, stubBuilds: Bool, kind: Kind = .module,
    dependencies: [String] = [], testDependencies: [String] = [], files: [String] = []
  ) {
    self.module = module
    self.folder = folder
    self.testTarget = testTarget
    self.stubBuilds = stubBuilds
    _kind = kind == .module ? nil : kind
    _dependencies = dependencies
    _testDependencies = testDependencies
    _files = files
  }

  public var kind: Kind { _kind ?? .module }
  /// The modules the exercise module imports (framework names such as `SwiftUI` included).
  public var dependencies: [String] { _dependencies ?? [] }
  /// What its suite needs beyond the exercise module and `GradingSupport`.
  public var testDependencies: [String] { _testDependencies ?? [] }
  /// The files a student edits: exactly the files of the exercise's folder in `Lessons/`.
  public var files: [String] { _files ?? [] }

  /// The target whose checks grade the exercise: its suite, or for a `tests` exercise the student's own tests.
  public var gradingTarget: String? { kind == .tests ? module : testTarget }
}
