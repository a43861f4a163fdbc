import Foundation
import GraderTestSupport
import Testing

@testable import GraderCore
@testable import GraderInstructor

/// Integrity round 8: a submission's kit-owned lesson entries are skipped as a case-insensitive file system (a Mac's
/// APFS) matches names, not only by `lowercased()`. `ſhared/` (long s) lowercases to itself, yet APFS folds it to
/// `shared` and would have written the submission's `TodoKit` over the master's `Shared/TodoKit`.
@Suite struct KitOwnedLookalikeTests {
  @Test func namesAMacFoldsTogetherAreOneKey() {
    #expect(SubmissionCopy.exclusionKey("01-X/ſhared") == SubmissionCopy.exclusionKey("01-X/Shared"))
    #expect(SubmissionCopy.exclusionKey("01-X/SHARED") == SubmissionCopy.exclusionKey("01-X/Shared"))
    #expect(SubmissionCopy.exclusionKey("01-X/EXAMPLE") == SubmissionCopy.exclusionKey("01-X/Example"))
    #expect(SubmissionCopy.exclusionKey("\u{212A}it") == SubmissionCopy.exclusionKey("kit"))
    // A look-alike from another script is another name on every file system: it stays the student's.
    #expect(SubmissionCopy.exclusionKey("01-X/Sh\u{0430}red") != SubmissionCopy.exclusionKey("01-X/Shared"))
  }

  @Test func aLongSSharedFolderIsNotRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("answer", to: "in/01-X/Quiz/A.swift")
    try folder.write("changed", to: "in/01-X/ſhared/Kit/Kit.swift")
    try folder.write("own", to: "in/01-X/Sh\u{0430}red/Notes.swift")
    try folder.write("master", to: "out/01-X/Shared/Kit/Kit.swift")
    let excluded: Set = ["01-X/Shared", "01-X/README.md", "01-X/Example"]
    _ = try SubmissionCopy().copy(
      from: folder.url.appendingPathComponent("in"), to: folder.url.appendingPathComponent("out"), excluding: excluded)
    let copied = FileManager.default.subpaths(atPath: folder.url.appendingPathComponent("out").path)?.sorted() ?? []
    #expect(!copied.contains { $0.hasPrefix("01-X/ſhared") }, "\(copied)")
    #expect(copied.contains("01-X/Sh\u{0430}red/Notes.swift") && copied.contains("01-X/Quiz/A.swift"), "\(copied)")
    #expect(try String(contentsOf: folder.url.appendingPathComponent("out/01-X/Shared/Kit/Kit.swift"), encoding: .utf8) == "master")
  }
}
