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

// MARK: - The one list of the kit's folders (Docs/CONTRIBUTING.md, "Layout")

/// Where each piece of a kit lives. A lesson's pieces are all in its own folders, `Lessons/<lesson>/` (what students
/// read and edit), `Tests/<lesson>/` (what grades) and `Solutions/<lesson>/` (the references); the top-level `Support/`
/// holds only the toolkit. Every list of folders the grader needs is derived here.
extension KitLayout {
  /// The toolkit: the stand-ins (`SwiftUI`, `Combine`) and the kit's shared libraries (`KitSupport`, `GradingSupport`).
  public static let toolkitFolder = "Support"
  /// Folders of `Lessons/<lesson>/` that hold the lesson's own modules, which students read and never edit: `Example/`
  /// (the worked example) and `Shared/` (types the exercises build on, such as `TodoKit`). One module per subfolder,
  /// named as its folder.
  public static let lessonModuleFolders = ["Example", "Shared"]
  /// The folder of `Tests/<lesson>/` that holds the subjects of test-writing exercises, with their faulty versions.
  public static let subjectFolder = "Subject"
  /// Folders of `Tests/<lesson>/` that hold the kit's own tests of the lesson's modules (not graded, not in the
  /// student edition): `Example/<Module>Tests`, `Shared/<Module>Tests`.
  public static let lessonModuleTestFolders = lessonModuleFolders
  /// Every entry of `Lessons/<lesson>/` the kit owns: the README and the lesson's modules. Everything else there is an
  /// exercise folder, the student's. Every grading copy (batch, autograde, Gradescope) takes these from the master and
  /// never uses a submission's; the lock covers them.
  public static let lessonKitEntries = ["README.md"] + lessonModuleFolders

  /// The top-level paths every grading copy of the kit takes from the master: all but `Lessons/` (the student's, less
  /// `lessonKitEntries`) and `Solutions/`.
  public static let kitPaths = ["Package.swift", "Course", "Tests", toolkitFolder, "Grader"]
  /// The top-level files and folders the lock covers, besides `lessonKitPaths(in:)`: everything graded code and the
  /// grader depend on.
  public static let lockedPaths = [
    "Package.swift", "Course/course.json", "Course/stubs.json", "Tests", toolkitFolder, "Grader",
  ]

  /// The kit-owned entries (`lessonKitEntries`) of every lesson folder under `root`'s `Lessons/` that exist, as
  /// kit-relative paths, sorted.
  public static func lessonKitPaths(in root: URL) -> [String] {
    lessonFolderEntries(in: root, top: "Lessons", names: lessonKitEntries)
  }

  /// The kit's files every exercise's build depends on, as kit-relative paths that exist under `root`: `Package.swift`,
  /// the toolkit, each lesson's modules (`Lessons/<lesson>/Example`, `…/Shared`) and test-writing subjects
  /// (`Tests/<lesson>/Subject`).
  public static func sharedBuildPaths(in root: URL) -> [String] {
    ["Package.swift", toolkitFolder]
      .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
      + lessonFolderEntries(in: root, top: "Lessons", names: lessonModuleFolders)
      + lessonFolderEntries(in: root, top: "Tests", names: [subjectFolder])
  }

  /// Where a module of the lesson in `lessonFolder` named `name` may live: `Lessons/<lesson>/Example/<name>`,
  /// `Lessons/<lesson>/Shared/<name>`, or, for the subject of a test-writing exercise, `Tests/<lesson>/Subject/<name>`.
  public static func moduleHomes(lessonFolder: String, name: String, isSubject: Bool) -> [String] {
    isSubject
      ? ["Tests/\(lessonFolder)/\(subjectFolder)/\(name)"]
      : lessonModuleFolders.map { "Lessons/\(lessonFolder)/\($0)/\(name)" }
  }

  /// Where the kit's test of a lesson module may live: `Tests/<lesson>/Example/<name>` or
  /// `Tests/<lesson>/Shared/<name>`.
  public static func moduleTestHomes(lessonFolder: String, name: String) -> [String] {
    lessonModuleTestFolders.map { "Tests/\(lessonFolder)/\($0)/\(name)" }
  }

  /// The kit's own tests: the grader's (`Tests/Grader`), the toolkit's and the manifest's (`Tests/Kit`). They stay
  /// with the instructor, as do the tests of the lessons' modules (`lessonModuleTestPaths(in:)`).
  public static let kitTestPaths = ["Tests/Grader", "Tests/Kit"]

  /// The folders of the kit's tests of the lessons' modules under `root` (`Tests/<lesson>/Example`, `…/Shared`).
  public static func lessonModuleTestPaths(in root: URL) -> [String] {
    lessonFolderEntries(in: root, top: "Tests", names: lessonModuleTestFolders)
  }

  /// The paths under `root` that only the instructor's edition has besides `Solutions/` (the lock excepted): the
  /// kit's own tests and the tests of the lessons' modules.
  public static func instructorTestPaths(in root: URL) -> [String] {
    kitTestPaths + lessonModuleTestPaths(in: root)
  }

  /// `<top>/<lesson>/<name>` for every folder directly under `root/top` and every name in `names` that exists there.
  private static func lessonFolderEntries(in root: URL, top: String, names: [String]) -> [String] {
    let fileManager = FileManager.default
    let lessons = ((try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(top).path)) ?? [])
      .filter { !$0.hasPrefix(".") }.sorted()
    return lessons.flatMap { lesson in
      names.map { "\(top)/\(lesson)/\($0)" }
        .filter { fileManager.fileExists(atPath: root.appendingPathComponent($0).path) }
    }
  }
}
