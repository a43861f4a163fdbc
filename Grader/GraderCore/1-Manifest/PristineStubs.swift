import Foundation

/// The shipped stub of every exercise: each file of each exercise folder the manifest names, with its contents.
///
/// `Course/stubs.json` holds it, generated from `Lessons/` by `generate(root:course:)`. It is what `grader reset` puts
/// back and how the grader tells an exercise the student has not started yet, without git (a student may not have it)
/// and without `Solutions/` (the student edition has none).
public struct PristineStubs: Codable, Equatable, Sendable {
  public var schemaVersion = 1
  /// Kit-relative paths (`Lessons/<lesson>/<Exercise>/<File>.swift`) mapped to the file's text.
  public var files: [String: String]

  /// The stubs file's path inside a kit.
  public static let relativePath = "Course/stubs.json"

  public init(files: [String: String]) {
    self.files = files
  }

  /// Reads every file of every exercise folder `course` names from the kit at `root`'s `Lessons/`.
  ///
  /// Hidden files (`.DS_Store`, editor swap files) are left out. A folder that is missing is an error: the manifest names
  /// it, so the kit is broken.
  /// `overriding` holds texts to take instead of what is on disk (kit-relative path → text): what `grader sync` is about
  /// to write there.
  public static func generate(root: URL, course: Course, overriding: [String: String] = [:]) throws -> PristineStubs {
    var files: [String: String] = [:]
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let folder = folderPath(lesson: lesson, exercise: exercise)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) else {
          throw KitError.kit("\(folder) is named by \(Course.relativePath) but does not exist")
        }
        for path in Self.filePaths(inFolder: folder, root: root) {
          if let text = overriding[path] {
            files[path] = text
            continue
          }
          let url = root.appendingPathComponent(path)
          guard let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8)
          else { throw KitError.kit("\(path) is not a UTF-8 text file") }
          files[path] = text
        }
      }
    }
    return PristineStubs(files: files)
  }

  /// The kit-relative folder of an exercise's stub, ending in `/`.
  public static func folderPath(lesson: Lesson, exercise: Exercise) -> String {
    "Lessons/\(lesson.folder)/\(exercise.folder)/"
  }

  /// Reads `Course/stubs.json` of the kit at `root`, or `nil` when there is none.
  public static func load(root: URL) throws -> PristineStubs? {
    let url = root.appendingPathComponent(relativePath)
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    do {
      return try JSONDecoder().decode(PristineStubs.self, from: data)
    } catch {
      throw KitError.kit("\(relativePath) is not a valid stubs file: \(error)")
    }
  }

  /// The file's bytes: pretty-printed with sorted keys, so it diffs cleanly, and a final newline.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// Writes `Course/stubs.json` into the kit at `root`.
  public func write(root: URL) throws {
    try encoded().write(to: root.appendingPathComponent(Self.relativePath), options: .atomic)
  }

  /// The stub's files of one exercise folder (kit-relative, ending in `/`), path mapped to text.
  public func files(inFolder folder: String) -> [String: String] {
    files.filter { $0.key.hasPrefix(folder) }
  }

  /// Whether the folder on disk holds exactly the stub: the same files, each with the same text.
  ///
  /// A folder the stubs file knows nothing about is never pristine.
  public func isPristine(folder: String, root: URL) -> Bool {
    let expected = files(inFolder: folder)
    guard !expected.isEmpty else { return false }
    let actual = Self.filePaths(inFolder: folder, root: root)
    guard Set(actual) == Set(expected.keys) else { return false }
    return actual.allSatisfy { path in
      RegularFile.contents(atPath: root.appendingPathComponent(path).path) == expected[path].map { Data($0.utf8) }
    }
  }

  /// The kit-relative paths of the regular, non-hidden files under `folder`, sorted.
  ///
  /// Pipes, devices and sockets are left out: reading one could wait or run forever.
  package static func filePaths(inFolder folder: String, root: URL) -> [String] {
    let base = root.appendingPathComponent(folder)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return (FileManager.default.subpaths(atPath: base.path) ?? []).filter { path in
      !path.split(separator: "/").contains { $0.hasPrefix(".") }
        && RegularFile.isRegular(atPath: base.appendingPathComponent(path).path)
    }.sorted().map { prefix + $0 }
  }
}
