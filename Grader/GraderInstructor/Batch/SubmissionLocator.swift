import Foundation
import GraderCore

/// Finds a student's `Lessons/` folder in what they handed in.
///
/// A submission may be a whole copy of the kit, the `Lessons/` folder alone, or either of those inside one extra folder
/// (as a zip or a repository download unpacks).
package enum SubmissionLocator {
  /// The folder holding the student's lesson folders, or `nil` when there is none.
  package static func lessonsFolder(in submission: URL, lessonFolders: [String]) -> URL? {
    let fileManager = FileManager.default
    func isDirectory(_ url: URL) -> Bool {
      var flag: ObjCBool = false
      return fileManager.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
        && (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink != true
    }
    func holdsLessons(_ url: URL) -> Bool {
      lessonFolders.contains { isDirectory(url.appendingPathComponent($0)) }
    }
    var candidates = [submission]
    let children = ((try? fileManager.contentsOfDirectory(atPath: submission.path)) ?? [])
      .filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }.sorted()
      .map { submission.appendingPathComponent($0) }.filter(isDirectory)
    candidates += children
    for candidate in candidates {
      let lessons = candidate.appendingPathComponent("Lessons")
      if isDirectory(lessons), holdsLessons(lessons) { return lessons }
      if candidate.lastPathComponent != "Solutions", holdsLessons(candidate) { return candidate }
    }
    return nil
  }
}
