import Foundation
import GraderTestSupport
import Testing
@testable import GraderInstructor

/// A mirrored kit: a file whose bytes match keeps its stamp, a differing one is replaced, and what the source lacks goes.
@Suite struct KitMirrorTests {
  @Test func onlyWhatDiffersIsWrittenAndWhatTheSourceLacksIsRemoved() throws {
    let source = try TemporaryFolder()
    let copy = try TemporaryFolder()
    defer { source.remove(); copy.remove() }
    try source.write("same", to: "Lessons/A/Same.swift")
    try source.write("new", to: "Lessons/A/Changed.swift")
    try source.write("added", to: "Lessons/B/Added.swift")
    try source.write("manifest", to: "Package.swift")
    try copy.write("same", to: "Lessons/A/Same.swift")
    try copy.write("old", to: "Lessons/A/Changed.swift")
    try copy.write("gone", to: "Solutions/A/Gone.swift")
    try copy.write("kept", to: ".build/debug/Product")
    let fileManager = FileManager.default
    let same = copy.url.appendingPathComponent("Lessons/A/Same.swift").path
    let stampBefore = try fileManager.attributesOfItem(atPath: same)
    // A file where the copy has a folder, and a folder where it has a file.
    try copy.write("file inside", to: "Lessons/D/Inside.swift")
    try source.write("file now", to: "Lessons/D")
    try copy.write("file", to: "Lessons/E")
    try source.write("inside now", to: "Lessons/E/Inside.swift")

    try KitMirror.mirror(from: source.url, to: copy.url)

    let stampAfter = try fileManager.attributesOfItem(atPath: same)
    #expect(stampAfter[.systemFileNumber] as? Int == stampBefore[.systemFileNumber] as? Int)
    #expect(stampAfter[.modificationDate] as? Date == stampBefore[.modificationDate] as? Date)
    let text = { (path: String) in try? String(contentsOf: copy.url.appendingPathComponent(path), encoding: .utf8) }
    #expect(text("Lessons/A/Changed.swift") == "new")
    #expect(text("Lessons/B/Added.swift") == "added")
    #expect(text("Package.swift") == "manifest")
    #expect(text("Lessons/E/Inside.swift") == "inside now")
    #expect(text("Lessons/D") == "file now")
    #expect(!fileManager.fileExists(atPath: copy.url.appendingPathComponent("Solutions").path))
    #expect(text(".build/debug/Product") == "kept", "build products are neither copied nor removed")
  }

  @Test func aSecondMirrorWritesNothing() throws {
    let source = try TemporaryFolder()
    let copy = try TemporaryFolder()
    defer { source.remove(); copy.remove() }
    try source.write("a", to: "Lessons/A/One.swift")
    try source.write("b", to: "Course/course.json")
    try KitMirror.mirror(from: source.url, to: copy.url)
    let stamps = { () throws -> [Int?] in
      try ["Lessons/A/One.swift", "Course/course.json"].map {
        try FileManager.default.attributesOfItem(atPath: copy.url.appendingPathComponent($0).path)[.systemFileNumber] as? Int
      }
    }
    let before = try stamps()
    try KitMirror.mirror(from: source.url, to: copy.url)
    #expect(try stamps() == before)
  }
}
