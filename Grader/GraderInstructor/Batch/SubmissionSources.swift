import Foundation
import GraderCore

/// The code of a student's exercises, kept beside the reports (`sources/<student>.json`) so the class report can
/// compare submissions, in `grader batch` and again in `grader merge`, which has no submissions folder.
///
/// Only `.swift` files of exercises whose answers are code are kept, and only those that differ from the shipped stub.
package struct SubmissionSources: Codable, Equatable, Sendable {
  package var student: String
  /// Kit-relative path (`Lessons/<lesson>/<Exercise>/<File>.swift`) mapped to the file's text.
  package var files: [String: String]

  /// The folder of an output folder that holds them.
  static let folderName = "sources"
  /// The largest file kept.
  static let maximumFileBytes = 256 * 1024

  /// Reads the code files of `lessons` (a submission's `Lessons/`, already within the submission limits).
  static func read(student: String, lessons: URL, course: Course, stubs: PristineStubs?) -> SubmissionSources {
    var files: [String: String] = [:]
    for code in ExerciseCode.all(course: course, stubs: stubs, sources: [:]) {
      let relative = String(code.folder.dropFirst("Lessons/".count))
      let folder = lessons.appendingPathComponent(relative)
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where name.hasSuffix(".swift") {
        let path = folder.appendingPathComponent(name).path
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximumFileBytes,
          let data = FileManager.default.contents(atPath: path)
        else { continue }
        let text = UTF8Text.decode(data).text
        let key = code.folder + name
        if code.stub[key] != text { files[key] = text }
      }
    }
    return SubmissionSources(student: student, files: files)
  }

  package func write(into output: URL) throws {
    let folder = output.appendingPathComponent(Self.folderName)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(self).write(to: folder.appendingPathComponent(student + ".json"), options: .atomic)
  }

  package static func load(student: String, from output: URL) -> SubmissionSources? {
    let url = output.appendingPathComponent(folderName).appendingPathComponent(student + ".json")
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return try? JSONDecoder().decode(SubmissionSources.self, from: data)
  }
}
