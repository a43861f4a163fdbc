import Foundation
import GraderTestSupport
import KitSupport
import Testing
@testable import GraderCore
@testable import GraderInstructor

/// The digests `KitLock.compute` remembers between runs: reused only while `lstat` says the file is unchanged.
@Suite struct FileDigestCacheTests {
  private let later: @Sendable () -> Double = { Date().timeIntervalSince1970 + 60 }

  @Test func aRememberedDigestIsUsedWhileTheStampIsTheSame() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("let x = 1\n", to: "a.swift").path
    let cachePath = folder.url.appendingPathComponent("digests.json").path
    var first = FileDigestCache(path: cachePath, now: later)
    let stamp = try #require(FileStamp(path: file))
    #expect(try first.sha256(ofFile: file, stamp: stamp) == SHA256Digest.hex(of: Array("let x = 1\n".utf8)))
    first.save()
    // A digest planted for the same stamp is what comes back: the file was not read again.
    let planted = try String(contentsOfFile: cachePath, encoding: .utf8)
      .replacingOccurrences(of: SHA256Digest.hex(of: Array("let x = 1\n".utf8)), with: "remembered")
    try Data(planted.utf8).write(to: URL(fileURLWithPath: cachePath))
    var second = FileDigestCache(path: cachePath, now: later)
    #expect(try second.sha256(ofFile: file, stamp: stamp) == "remembered")
  }

  @Test func aChangedFileIsReadAgain() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("let x = 1\n", to: "a.swift").path
    let cachePath = folder.url.appendingPathComponent("digests.json").path
    var first = FileDigestCache(path: cachePath, now: later)
    _ = try first.sha256(ofFile: file, stamp: try #require(FileStamp(path: file)))
    first.save()
    // Same size, new contents: the status-change time moves, so the stamp differs.
    Thread.sleep(forTimeInterval: 0.02)
    try Data("let y = 2\n".utf8).write(to: URL(fileURLWithPath: file))
    var second = FileDigestCache(path: cachePath, now: later)
    let stamp = try #require(FileStamp(path: file))
    #expect(try second.sha256(ofFile: file, stamp: stamp) == SHA256Digest.hex(of: Array("let y = 2\n".utf8)))
  }

  @Test func aFileChangedJustNowIsNotRemembered() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("let x = 1\n", to: "a.swift").path
    let cachePath = folder.url.appendingPathComponent("digests.json").path
    var cache = FileDigestCache(path: cachePath)
    _ = try cache.sha256(ofFile: file, stamp: try #require(FileStamp(path: file)))
    cache.save()
    // Another change within the same clock tick could keep the stamp: nothing is written for it.
    #expect(!FileManager.default.fileExists(atPath: cachePath))
  }

  @Test func anUnreadableCacheMeansReadingEverything() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("let x = 1\n", to: "a.swift").path
    let cachePath = try folder.write("{ not json", to: "digests.json").path
    var cache = FileDigestCache(path: cachePath, now: later)
    #expect(try cache.sha256(ofFile: file, stamp: try #require(FileStamp(path: file))) == SHA256Digest.hex(of: Array("let x = 1\n".utf8)))
  }

  @Test func theKitsLockIsTheSameRememberedOrRead() throws {
    let remembered = try KitLock.compute(root: KitRoot.url)
    #expect(try KitLock.compute(root: KitRoot.url) == remembered)
    #expect(try KitLock.compute(root: KitRoot.url, remembering: false) == remembered)
  }
}

/// Between two students of a batch, the workspace's kit files are read whole: a digest remembered in the workspace is
/// something student code could have written.
@Suite struct GradingWorkspaceCheckTests {
  /// A kit of one suite in `folder/kit`, locked, and a workspace laid from it.
  static func preparedWorkspace(in folder: TemporaryFolder) throws -> (GradingWorkspace, KitLock) {
    let kit = folder.url.appendingPathComponent("kit")
    _ = try folder.write("let shipped = 1\n", to: "kit/Tests/Suite.swift")
    _ = try folder.write("{}\n", to: "kit/Course/course.json")
    let lock = try KitLock.compute(root: kit, remembering: false)
    try lock.write(root: kit)
    let workspace = GradingWorkspace(root: folder.url.appendingPathComponent("workspace"), kit: kit, lock: lock)
    try workspace.prepare()
    return (workspace, lock)
  }

  @Test func aKitFileChangedWithAForgedDigestIsLaidAgain() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (workspace, lock) = try Self.preparedWorkspace(in: folder)

    // Student code weakens the suite in the workspace and writes the shipped digest for the file's new stamp.
    let suite = workspace.root.appendingPathComponent("Tests/Suite.swift")
    try Data("let shipped = 2\n".utf8).write(to: suite)
    let stamp = try #require(FileStamp(path: suite.path))
    let forged = [suite.path: ["stamp": stamp.text, "sha256": try #require(lock.files["Tests/Suite.swift"])]]
    let cache = workspace.root.appendingPathComponent(KitLock.digestCachePath)
    try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONEncoder().encode(forged).write(to: cache)

    try workspace.prepare()
    #expect(try String(contentsOf: suite, encoding: .utf8) == "let shipped = 1\n")
  }
}

extension GradingWorkspaceCheckTests {
  @Test func aKitChangedDuringTheBatchStopsTheNextStudent() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (workspace, _) = try Self.preparedWorkspace(in: folder)
    // The instructor edits a suite mid-batch; the next student's workspace is laid anew and does not match.
    _ = try folder.write("let shipped = 2\n", to: "kit/Tests/Suite.swift")
    _ = try folder.write("let planted = 1\n", to: "workspace/Tests/Other.swift")
    #expect(throws: KitError.self) { try workspace.prepare() }
  }
}

extension GradingWorkspaceCheckTests {
  /// Which exercises failed to build is one student's verdict: a build blames by the files and objects its errors
  /// name, or by a guess, in the presence of the student's other exercises. A submission that wrote its errors under an
  /// honest exercise's path left that exercise in the workspace's cache as broken, and every later student with the
  /// same (right) files scored 0 on it; the next student's lessons start without it.
  @Test func theNextStudentInheritsNoBrokenBuildVerdict() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (workspace, _) = try Self.preparedWorkspace(in: folder)
    var cache = BrokenBuildCache()
    cache.entries["VMFix1"] = BrokenBuildCache.Entry(fingerprint: "same files", diagnostics: "error: planted")
    for sources in [Sources.lessons, .solutions] {
      let path = BrokenBuildCache.path(in: KitLayout(root: workspace.root, sources: sources))
      try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      cache.save(to: path)
      #expect(BrokenBuildCache.load(from: path).entries["VMFix1"] != nil)
    }
    _ = try folder.write("let answer = 1\n", to: "student/Lessons/01-A/Fix1/Answer.swift")
    _ = try workspace.install(lessons: folder.url.appendingPathComponent("student/Lessons"))
    for sources in [Sources.lessons, .solutions] {
      let path = BrokenBuildCache.path(in: KitLayout(root: workspace.root, sources: sources))
      #expect(BrokenBuildCache.load(from: path).entries.isEmpty, "\(sources)")
    }
  }
}

extension GradingWorkspaceCheckTests {
  /// One submission after another is graded in a workspace, and every exercise of the course is linked into one test
  /// program: what another submission left in the build (an exercise outside the assignment, or one this submission
  /// cannot build) must not run beside this one's checks. A `extension Int: View` left by the last student of a
  /// `--question so.code4` batch cost an honest vm.fix1 of the next batch its "holds no view" check (8 to 6.4).
  @Test func aWorkspaceBuildsOnlyTheExercisesItGrades() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (workspace, _) = try Self.preparedWorkspace(in: folder)
    #expect(workspace.gradeRequest().buildsOnlyGradedExercises)
    #expect(workspace.gradeRequest().kitRoot == workspace.root)
    #expect(!GradeRequest(kitRoot: workspace.root).buildsOnlyGradedExercises)
  }
}
