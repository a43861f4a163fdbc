import Foundation
import GraderTestSupport
import Testing

@testable import GraderCore

/// Integrity round 8: a batch graded from a linked git worktree closed that worktree to the sandbox users, but not the
/// repository's main checkout, whose `Solutions/` a test process read. The kit's other checkouts are found from git's
/// own files and closed too.
@Suite struct OtherCheckoutsTests {
  /// Runs git in `folder`; `nil` when git is not there.
  private func git(_ arguments: [String], in folder: URL) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"] + arguments
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test func theMainCheckoutAndTheOtherWorktreesOfALinkedWorktreeAreFound() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let main = folder.url.appendingPathComponent("main")
    try folder.write("{}", to: "main/Course/course.json")
    try folder.write("answer", to: "main/Solutions/A.swift")
    guard git(["init", "-q"], in: main), git(["add", "."], in: main), git(["commit", "-qm", "kit"], in: main),
      git(["worktree", "add", "-q", "../grading", "-b", "grading"], in: main),
      git(["worktree", "add", "-q", "../other", "-b", "other"], in: main)
    else { return }  // no git on this machine
    let grading = folder.url.appendingPathComponent("grading")
    let found = SandboxPermissions.otherCheckouts(of: grading).map { $0.resolvingSymlinksInPath().path }.sorted()
    let expected = [main, folder.url.appendingPathComponent("other")].map { $0.resolvingSymlinksInPath().path }.sorted()
    #expect(found == expected)
    // From the main checkout: its linked worktrees.
    let fromMain = SandboxPermissions.otherCheckouts(of: main).map { $0.resolvingSymlinksInPath().path }.sorted()
    #expect(fromMain == [grading, folder.url.appendingPathComponent("other")].map { $0.resolvingSymlinksInPath().path }.sorted())
  }

  @Test func aKitThatIsNoRepositoryHasNoOtherCheckout() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("{}", to: "Course/course.json")
    #expect(SandboxPermissions.otherCheckouts(of: folder.url).isEmpty)
  }
}
