import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct SubmissionTests {
  private let lessons = ["01-DependencyInjection"]

  @Test func findsLessonsInAKitABareFolderOrOneLevelDown() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("x", to: "kit/Lessons/01-DependencyInjection/Quiz/A.swift")
    try folder.write("x", to: "kit/Solutions/01-DependencyInjection/Quiz/A.swift")
    try folder.write("x", to: "bare/01-DependencyInjection/Quiz/A.swift")
    try folder.write("x", to: "zipped/my-kit/Lessons/01-DependencyInjection/Quiz/A.swift")
    try folder.write("x", to: "nothing/notes.txt")
    let url = folder.url
    #expect(SubmissionLocator.lessonsFolder(in: url.appendingPathComponent("kit"), lessonFolders: lessons)?.lastPathComponent == "Lessons")
    #expect(SubmissionLocator.lessonsFolder(in: url.appendingPathComponent("bare"), lessonFolders: lessons)?.lastPathComponent == "bare")
    #expect(SubmissionLocator.lessonsFolder(in: url.appendingPathComponent("zipped"), lessonFolders: lessons)?.path.hasSuffix("my-kit/Lessons") == true)
    #expect(SubmissionLocator.lessonsFolder(in: url.appendingPathComponent("nothing"), lessonFolders: lessons) == nil)
  }

  @Test func copySkipsSymbolicLinksAndReplacesTheDestination() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("answer", to: "in/01-DependencyInjection/Quiz/A.swift")
    try folder.write("secret tests", to: "Tests/T.swift")
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("in/01-DependencyInjection/Quiz/Link.swift"),
      withDestinationURL: folder.url.appendingPathComponent("Tests/T.swift"))
    try folder.write("old", to: "out/Stale.swift")
    let outcome = try SubmissionCopy().copy(from: folder.url.appendingPathComponent("in"), to: folder.url.appendingPathComponent("out"))
    #expect(outcome.skippedLinks == ["01-DependencyInjection/Quiz/Link.swift"])
    let copied = FileManager.default.subpaths(atPath: folder.url.appendingPathComponent("out").path)?.sorted()
    #expect(copied == ["01-DependencyInjection", "01-DependencyInjection/Quiz", "01-DependencyInjection/Quiz/A.swift"])
  }

  /// A name in bytes that are not UTF-8 (a zip made on Windows with GBK names) cost the whole submission its grade: the
  /// copy failed on the name Foundation read back. It is skipped and named instead; the rest is copied.
  @Test func aNameThatIsNotUTF8IsSkippedAndTheRestCopied() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("answer", to: "in/01-DependencyInjection/Quiz/A.swift")
    for name in [[0x62, 0xFF, 0xFE] + Array(".swift".utf8), [0x64, 0xC3, 0x28]] {
      let path = Array((folder.url.path + "/in/01-DependencyInjection/").utf8) + name + [0]
      let made = path.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { name.last == 0x28 ? mkdir($0.baseAddress!, 0o755) : creat($0.baseAddress!, 0o644) }
      }
      #expect(made >= 0)
      if name.last != 0x28 { close(made) }
    }
    let outcome = try SubmissionCopy().copy(from: folder.url.appendingPathComponent("in"), to: folder.url.appendingPathComponent("out"))
    #expect(outcome.skippedNames.count == 2 && outcome.skippedNames.allSatisfy { $0.hasPrefix("01-DependencyInjection/") }, "\(outcome.skippedNames)")
    let copied = FileManager.default.subpaths(atPath: folder.url.appendingPathComponent("out").path)?.sorted()
    #expect(copied == ["01-DependencyInjection", "01-DependencyInjection/Quiz", "01-DependencyInjection/Quiz/A.swift"])
  }

  /// The kit-owned entries of a lesson folder (`KitLayout.lessonKitEntries`) are never taken from a submission, in any
  /// case of their names (a Mac's file system writes `shared/` into `Shared/`), and the workspace's are left in place.
  @Test func excludedPathsAreNeitherReadNorRemoved() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("answer", to: "in/01-X/Quiz/A.swift")
    try folder.write("changed", to: "in/01-X/Shared/Kit/Kit.swift")
    try folder.write("added", to: "in/01-X/shared/Kit/Extra.swift")
    try folder.write("changed", to: "in/01-X/README.md")
    try folder.write("master", to: "out/01-X/Shared/Kit/Kit.swift")
    try folder.write("master", to: "out/01-X/README.md")
    try folder.write("master", to: "out/02-Y/Example/App/App.swift")
    let excluded: Set = ["01-X/Shared", "01-X/README.md", "01-X/Example", "02-Y/Example", "02-Y/Shared", "02-Y/README.md"]
    _ = try SubmissionCopy().copy(
      from: folder.url.appendingPathComponent("in"), to: folder.url.appendingPathComponent("out"), excluding: excluded)
    let copied = FileManager.default.subpaths(atPath: folder.url.appendingPathComponent("out").path)?.sorted()
    #expect(copied == [
      "01-X", "01-X/Quiz", "01-X/Quiz/A.swift", "01-X/README.md", "01-X/Shared", "01-X/Shared/Kit", "01-X/Shared/Kit/Kit.swift",
      "02-Y", "02-Y/Example", "02-Y/Example/App", "02-Y/Example/App/App.swift",
    ])
    for path in ["out/01-X/Shared/Kit/Kit.swift", "out/01-X/README.md", "out/02-Y/Example/App/App.swift"] {
      #expect(try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8) == "master", "\(path)")
    }
  }

  @Test func filesAlreadyInPlaceAreNotRewritten() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("same", to: "in/A/Same.swift")
    try folder.write("new", to: "in/B/Changed.swift")
    let same = try folder.write("same", to: "out/A/Same.swift")
    try folder.write("old", to: "out/B/Changed.swift")
    try folder.write("gone", to: "out/C/Gone.swift")
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: same.path)
    _ = try SubmissionCopy().copy(from: folder.url.appendingPathComponent("in"), to: folder.url.appendingPathComponent("out"))
    let modified = try FileManager.default.attributesOfItem(atPath: same.path)[.modificationDate] as? Date
    #expect(modified == past, "an unchanged file was rewritten, so SwiftPM would rebuild it")
    #expect(try String(contentsOf: folder.url.appendingPathComponent("out/B/Changed.swift"), encoding: .utf8) == "new")
    let left = FileManager.default.subpaths(atPath: folder.url.appendingPathComponent("out").path)?.sorted()
    #expect(left == ["A", "A/Same.swift", "B", "B/Changed.swift"])
  }

  @Test func oversizedSubmissionsAreRefused() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<5 { try folder.write("x", to: "in/F\(index).swift") }
    var copy = SubmissionCopy()
    copy.maximumFiles = 3
    #expect(throws: KitError.self) {
      try copy.copy(from: folder.url.appendingPathComponent("in"), to: folder.url.appendingPathComponent("out"))
    }
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
  }
}
