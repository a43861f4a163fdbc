import Foundation

/// Where things are in a kit checkout, and where the grader keeps its build products.
public struct KitLayout: Sendable {
  /// The folder of a suite that holds its hidden checks, run only by the instructor's edition.
  public static let hiddenChecksFolder = "Hidden"

  public var root: URL
  public var sources: Sources
  /// A scratch directory chosen by the caller instead of the kit's own `.build/grader/<sources>`.
  public var scratchOverride: String?

  public init(root: URL, sources: Sources) {
    self.root = root.standardizedFileURL
    self.sources = sources
  }

  /// Finds the kit that contains `directory`: the nearest folder upward with `Package.swift` and the course manifest.
  public static func findRoot(from directory: URL) -> URL? {
    var candidate = directory.standardizedFileURL
    let fileManager = FileManager.default
    while true {
      if fileManager.fileExists(atPath: candidate.appendingPathComponent(Course.relativePath).path),
        fileManager.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path)
      {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
  }

  public var manifestURL: URL { root.appendingPathComponent(Course.relativePath) }

  /// The grader's own scratch directory for this tree, apart from the `.build` that runs the grader.
  public var scratchPath: String {
    if let scratchOverride { return scratchOverride }
    return root.appendingPathComponent(".build/grader/\(sources.rawValue.lowercased())").path
  }

  /// The grader's own copy of the package (shared files, and each exercise's last version that compiles), which it
  /// builds into `scratchPath` instead of the checkout.
  public var buildTreePath: String { scratchPath + "-tree" }

  /// Where event streams and process output of one grading run go.
  public var runsPath: String { scratchPath + "-runs" }

  /// Where the program that runs the checks and each exercise's image of them are linked (`ExerciseImageLinker`).
  public var imagesPath: String { scratchPath + "-images" }

  /// The folder, relative to the kit, of an exercise's sources in this tree.
  public func sourceFolder(lesson: Lesson, exercise: Exercise) -> String {
    "\(sources.rawValue)/\(lesson.folder)/\(exercise.folder)/"
  }

  /// The folder, relative to the kit, of an exercise's test suite.
  public func testFolder(lesson: Lesson, exercise: Exercise) -> String {
    "Tests/\(lesson.folder)/\(exercise.folder)/"
  }

  /// The Swift files of an exercise in this tree, sorted.
  public func sourceFiles(lesson: Lesson, exercise: Exercise) -> [URL] {
    let folder = root.appendingPathComponent(sourceFolder(lesson: lesson, exercise: exercise))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
      .filter { RegularFile.isRegular(atPath: $0.path) }
  }
}
