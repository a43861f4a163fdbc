import Foundation
import Testing
import KitSupport
@testable import GraderCore

@Suite struct KitLockTests {
  private func kit() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("// package", to: "Package.swift")
    try folder.write("{}", to: "Course/course.json")
    try folder.write("test one", to: "Tests/A/One.swift")
    try folder.write("support", to: "Support/S/S.swift")
    try folder.write("student work", to: "Lessons/L/Answer.swift")
    try folder.write("build product", to: "Tests/A/.build/junk")
    return folder
  }

  @Test func coversKitFilesButNotLessonsOrBuildProducts() throws {
    let folder = try kit()
    defer { folder.remove() }
    let lock = try KitLock.compute(root: folder.url)
    #expect(lock.files.keys.sorted() == ["Course/course.json", "Package.swift", "Support/S/S.swift", "Tests/A/One.swift"])
    #expect(lock.files["Tests/A/One.swift"] == SHA256Digest.hex(of: Array("test one".utf8)))
  }

  @Test func namesChangedAddedAndRemovedFiles() throws {
    let folder = try kit()
    defer { folder.remove() }
    try KitLock.compute(root: folder.url).write(root: folder.url)
    #expect(try KitLock.modifiedFiles(root: folder.url) == [])
    try folder.write("test one, edited", to: "Tests/A/One.swift")
    try folder.write("new", to: "Tests/A/Two.swift")
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Support/S/S.swift"))
    try folder.write("more student work", to: "Lessons/L/Answer.swift")
    #expect(try KitLock.modifiedFiles(root: folder.url) == ["Support/S/S.swift", "Tests/A/One.swift", "Tests/A/Two.swift"])
  }

  @Test func missingLockIsReported() throws {
    let folder = try kit()
    defer { folder.remove() }
    #expect(try KitLock.modifiedFiles(root: folder.url) == ["Course/kit.lock.json (missing)"])
  }

  @Test func editedFilesOfAStudentsCopyIgnoreWhatTheyLeftOut() throws {
    let shipped = try kit()
    let copy = try kit()
    defer {
      shipped.remove()
      copy.remove()
    }
    let lock = try KitLock.compute(root: shipped.url)
    try FileManager.default.removeItem(at: copy.url.appendingPathComponent("Support"))
    try copy.write("test one, made to pass", to: "Tests/A/One.swift")
    #expect(try KitLock.editedFiles(inCopy: copy.url, shipped: lock) == ["Tests/A/One.swift"])
    #expect(try KitLock.editedFiles(inCopy: copy.url.appendingPathComponent("Lessons"), shipped: lock) == [])
  }
}
