import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The watcher put through the saves students make: an edit, an editor's swap file (ignored), an atomic save (write
/// elsewhere, rename over), a new folder with a file, an edit in it, a deletion.
@Suite struct FileWatcherTests {
  @Test func noticesSavesAndIgnoresSwapFiles() throws {
    let mechanism = "polling"
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lessons = folder.url.appendingPathComponent("Lessons")
    let file = try folder.write("let a = 1\n", to: "Lessons/L/E/A.swift")
    let watcher = PollingWatcher(folders: [lessons])
    #expect(watcher.mechanism == mechanism)
    /// Waits out whatever is still arriving, so the next step starts from quiet.
    func settle() { while watcher.waitForChange(timeout: .milliseconds(400)) {} }

    settle()
    try Data("let a = 2\n".utf8).write(to: file)
    #expect(watcher.waitForChange(timeout: .seconds(5)), "\(mechanism): an edit")
    settle()

    try folder.write("swap", to: "Lessons/L/E/.A.swift.swp")
    try folder.write("backup", to: "Lessons/L/E/A.swift~")
    #expect(!watcher.waitForChange(timeout: .milliseconds(800)), "\(mechanism): a swap file counted")
    settle()

    let temporary = try folder.write("let a = 3\n", to: "Lessons/L/E/.A.swift.tmp")
    #expect(rename(temporary.path, file.path) == 0)
    #expect(watcher.waitForChange(timeout: .seconds(5)), "\(mechanism): an atomic save")
    settle()

    let added = try folder.write("let b = 1\n", to: "Lessons/L/New/B.swift")
    #expect(watcher.waitForChange(timeout: .seconds(5)), "\(mechanism): a new folder")
    settle()
    try Data("let b = 2\n".utf8).write(to: added)
    #expect(watcher.waitForChange(timeout: .seconds(5)), "\(mechanism): an edit in the new folder")
    settle()

    try FileManager.default.removeItem(at: added)
    #expect(watcher.waitForChange(timeout: .seconds(5)), "\(mechanism): a deletion")
  }

  @Test func snapshotsSeeEditsAndIgnoreHiddenFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("a", to: "L/A.swift")
    let before = DirectorySnapshot.take([folder.url])
    try folder.write("x", to: "L/.hidden")
    #expect(DirectorySnapshot.take([folder.url]) == before)
    try Data("bb".utf8).write(to: file)
    #expect(before.changes(to: DirectorySnapshot.take([folder.url])) == [file.path])
    #expect(WatchedNames.isRelevant(name: "A.swift") && !WatchedNames.isRelevant(name: "4913"))
  }
}
