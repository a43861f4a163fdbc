import Foundation
import GraderCore

/// A folder holding the instructor's pristine kit files, where one student's `Lessons/` at a time is graded.
///
/// Its own `.build` stays between students (and between batch runs), so only the first student pays a cold build. Before
/// every student the kit files are checked against the instructor's lock and laid anew if anything changed them, so one
/// student's code cannot alter how the next one is graded. The kit-owned entries of the lesson folders
/// (`KitLayout.lessonKitEntries`: README, worked example, shared modules) are kit files too: a submission's copies of
/// them are never read, whatever it changed there.
package struct GradingWorkspace: Sendable {
  package init(root: URL, kit: URL, lock: KitLock) {
    self.root = root
    self.kit = kit
    self.lock = lock
  }

  package var root: URL
  package var kit: URL
  package var lock: KitLock

  /// The kit files copied from the instructor's kit: `KitLayout.kitPaths` and the kit-owned entries of its lessons.
  package static func kitPaths(of kit: URL) -> [String] {
    KitLayout.kitPaths + KitLayout.lessonKitPaths(in: kit)
  }

  /// Makes sure the workspace holds the instructor's kit files exactly.
  package func prepare() throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
    // Every file is read: without the sandbox's other user, a student's code could have changed a kit file here and
    // written the digest a remembered stamp would vouch for.
    let current = try KitLock.compute(root: root, remembering: false)
    let pristine = lock.differences(from: current).isEmpty
      && fileManager.fileExists(atPath: root.appendingPathComponent(KitLock.relativePath).path)
    if pristine { return }
    for name in try fileManager.contentsOfDirectory(atPath: root.path) where name != ".build" {
      try fileManager.removeItem(at: root.appendingPathComponent(name))
    }
    for path in Self.kitPaths(of: kit) where fileManager.fileExists(atPath: kit.appendingPathComponent(path).path) {
      try fileManager.createDirectory(
        at: root.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.copyItem(at: kit.appendingPathComponent(path), to: root.appendingPathComponent(path))
    }
    // The instructor's kit is read as it is now: if it changed since the batch began, this student would be graded
    // with other tests than the students before.
    let laid = try KitLock.compute(root: root, remembering: false)
    if let changed = lock.differences(from: laid).first {
      throw KitError.kit("the kit changed while the batch ran (\(changed) differs from when it began); grade the class again")
    }
  }

  /// A request to grade the lessons installed here: nothing another submission left in the workspace's build is linked
  /// into this one's test program (`GradeRequest.buildsOnlyGradedExercises`).
  package func gradeRequest() -> GradeRequest {
    var request = GradeRequest(kitRoot: root)
    request.buildsOnlyGradedExercises = true
    return request
  }

  /// Puts a student's lessons in place, forgetting which exercises the student before failed to build (a verdict about
  /// their build, not about files another student may share: `BrokenBuildCache.forget`).
  ///
  /// The submission's copies of the kit-owned entries of every lesson folder (`KitLayout.lessonKitEntries`) are not
  /// read: the workspace keeps the master's, laid by `prepare()`, so a changed shared module or test-writing subject
  /// gains nothing.
  package func install(lessons: URL) throws -> SubmissionCopy.Outcome {
    BrokenBuildCache.forget(root: root)
    let destination = root.appendingPathComponent("Lessons")
    let fileManager = FileManager.default
    let lessonFolders = Set([lessons, destination, kit.appendingPathComponent("Lessons")].flatMap {
      (try? fileManager.contentsOfDirectory(atPath: $0.path)) ?? []
    })
    let kitOwned = Set(lessonFolders.flatMap { lesson in KitLayout.lessonKitEntries.map { "\(lesson)/\($0)" } })
    return try SubmissionCopy().copy(from: lessons, to: destination, excluding: kitOwned)
  }
}
