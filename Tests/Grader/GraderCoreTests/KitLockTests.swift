import Foundation
import GraderTestSupport
import Testing
import KitSupport
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

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

  @Test func aFileMatchingTheEditionsLockOrTheMastersIsNotEdited() {
    let master = KitLock(files: ["Package.swift": "m-pkg", "Course/course.json": "m-course", "Tests/A/One.swift": "same"])
    let edition = KitLock(files: ["Package.swift": "e-pkg", "Course/course.json": "e-course", "Tests/A/One.swift": "same"])
    // An untouched edition: every file is the edition's own.
    let pristine = KitLock(files: ["Package.swift": "e-pkg", "Course/course.json": "e-course", "Tests/A/One.swift": "same"])
    #expect(KitLock.editedPaths(submitted: pristine, master: master, edition: edition) == [])
    // A file as the master has it is not edited either (a copy of the instructor's kit).
    let masterCopy = KitLock(files: ["Package.swift": "m-pkg", "Course/course.json": "e-course"])
    #expect(KitLock.editedPaths(submitted: masterCopy, master: master, edition: edition) == [])
    // A changed file and an added one are named; without an edition lock the edition's own files count as changed.
    let changed = KitLock(files: ["Package.swift": "e-pkg", "Tests/A/One.swift": "made to pass", "Tests/A/Two.swift": "new"])
    #expect(KitLock.editedPaths(submitted: changed, master: master, edition: edition) == ["Tests/A/One.swift", "Tests/A/Two.swift"])
    #expect(KitLock.editedPaths(submitted: changed, master: master, edition: nil)
      == ["Package.swift", "Tests/A/One.swift", "Tests/A/Two.swift"])
  }

  @Test func anUntouchedEditionSubmittedWholeIsNotFlagged() throws {
    let master = try kit()
    let edition = try kit()
    defer {
      master.remove()
      edition.remove()
    }
    let lock = try KitLock.compute(root: master.url)
    // The edition's manifest and package block differ from the master's by design; its own lock lists them.
    try edition.write("{\"edition\": true}", to: "Course/course.json")
    try edition.write("// package, student edition", to: "Package.swift")
    try KitLock.compute(root: edition.url).write(root: edition.url)
    #expect(try KitLock.editedFiles(inCopy: edition.url, shipped: lock) == [])
    try edition.write("test one, made to pass", to: "Tests/A/One.swift")
    #expect(try KitLock.editedFiles(inCopy: edition.url, shipped: lock) == ["Tests/A/One.swift"])
  }

  /// The real edition, as `grader release` writes it, submitted whole and untouched: nothing is named as edited.
  @Test func theKitsOwnEditionSubmittedUntouchedIsNotFlagged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let edition = folder.url.appendingPathComponent("edition")
    try StudentEdition(master: Fixtures.kitRoot, output: edition).write()
    let master = try KitLock.compute(root: Fixtures.kitRoot)
    #expect(try KitLock.editedFiles(inCopy: edition, shipped: master) == [])
    // Without its own lock, the edition's manifest and package block differ from the master's.
    try FileManager.default.removeItem(at: edition.appendingPathComponent(KitLock.relativePath))
    let unknown = try KitLock.editedFiles(inCopy: edition, shipped: master)
    #expect(unknown.contains("Course/course.json") && unknown.contains("Package.swift"))
  }
}
