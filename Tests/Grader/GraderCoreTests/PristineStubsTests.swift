import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct PristineStubsTests {
  /// The kit this test belongs to.
  static let kit = KitRoot.url

  @Test func committedStubsFileMatchesLessons() throws {
    let course = try Course.load(from: Self.kit.appendingPathComponent(Course.relativePath))
    let committed = try #require(try PristineStubs.load(root: Self.kit), "Course/stubs.json is missing")
    let generated = try PristineStubs.generate(root: Self.kit, course: course)
    let differing = Set(committed.files.keys).union(generated.files.keys)
      .filter { committed.files[$0] != generated.files[$0] }.sorted()
    #expect(differing.isEmpty, "Course/stubs.json differs from Lessons/ in \(differing); regenerate it with `swift run grader sync`")
    // Every exercise folder the manifest names has at least one file in it.
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        let folder = PristineStubs.folderPath(lesson: lesson, exercise: exercise)
        let fileCount = committed.files(inFolder: folder).count
        let isPristine = committed.isPristine(folder: folder, root: Self.kit)
        #expect(fileCount > 0 && isPristine, "\(folder)")
      }
    }
  }

  @Test func tellsPristineFoldersFromEditedOnes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("let a = 1\n", to: "Lessons/L/Ex/A.swift")
    try folder.write("let b = 2\n", to: "Lessons/L/Ex/Sub/B.swift")
    try folder.write("let c = 3\n", to: "Lessons/L/Other/C.swift")
    let stubs = PristineStubs(files: [
      "Lessons/L/Ex/A.swift": "let a = 1\n", "Lessons/L/Ex/Sub/B.swift": "let b = 2\n", "Lessons/L/Other/C.swift": "let c = 3\n",
    ])
    #expect(stubs.files(inFolder: "Lessons/L/Ex/").count == 2)
    #expect(stubs.isPristine(folder: "Lessons/L/Ex/", root: folder.url))
    // Hidden files (editor swap files, .DS_Store) do not count.
    try folder.write("swap", to: "Lessons/L/Ex/.A.swift.swp")
    #expect(stubs.isPristine(folder: "Lessons/L/Ex/", root: folder.url))
    // An added file, an edited file and a removed file each make it started.
    try folder.write("let d = 4\n", to: "Lessons/L/Ex/D.swift")
    #expect(!stubs.isPristine(folder: "Lessons/L/Ex/", root: folder.url))
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Lessons/L/Ex/D.swift"))
    try folder.write("let a = 10\n", to: "Lessons/L/Ex/A.swift")
    #expect(!stubs.isPristine(folder: "Lessons/L/Ex/", root: folder.url))
    try folder.write("let a = 1\n", to: "Lessons/L/Ex/A.swift")
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Lessons/L/Ex/Sub/B.swift"))
    #expect(!stubs.isPristine(folder: "Lessons/L/Ex/", root: folder.url))
    // A folder the stubs do not know is never pristine.
    #expect(!stubs.isPristine(folder: "Lessons/L/Unknown/", root: folder.url))
    #expect(stubs.isPristine(folder: "Lessons/L/Other/", root: folder.url))
  }

  @Test func generatesFromTheManifestsFoldersAndRoundTrips() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let course = try Course.load(from: Self.kit.appendingPathComponent(Course.relativePath))
    for lesson in course.lessons {
      for exercise in lesson.exercises {
        try folder.write("// \(exercise.module) 中文\n\"quoted\" \\ back/slash\n", to: "Lessons/\(lesson.folder)/\(exercise.folder)/Stub.swift")
      }
    }
    try folder.write("not an exercise", to: "Lessons/Stray/Other.swift")
    let stubs = try PristineStubs.generate(root: folder.url, course: course)
    #expect(stubs.files.count == course.lessons.map(\.exercises.count).reduce(0, +))
    #expect(!stubs.files.keys.contains { $0.contains("Stray") })
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Course"), withIntermediateDirectories: true)
    try stubs.write(root: folder.url)
    #expect(try PristineStubs.load(root: folder.url) == stubs)
    let text = try String(contentsOf: folder.url.appendingPathComponent(PristineStubs.relativePath), encoding: .utf8)
    #expect(text.contains("\"schemaVersion\" : 1") && text.hasSuffix("}\n") && text.contains("中文"))
  }

  @Test func aMissingExerciseFolderIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let course = try Course.load(from: Self.kit.appendingPathComponent(Course.relativePath))
    #expect(throws: KitError.self) { try PristineStubs.generate(root: folder.url, course: course) }
    #expect(try PristineStubs.load(root: folder.url) == nil)
  }
}
