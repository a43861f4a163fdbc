import Foundation
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// What `grader release` tells the instructor, and the README it gives the students.
@Suite struct ReleaseTests {
  @Test func releaseWarnsThatSyncWouldShipAnswersWrittenInLessonsAsTheStubs() {
    let stubs = ReleaseCommand.staleMessage(["Course/stubs.json"])
    #expect(stubs.hasPrefix("run `swift run grader sync` first; out of date: Course/stubs.json"))
    #expect(stubs.contains("put the stubs back first (`git checkout -- Lessons`"))
    #expect(stubs.contains("which would make those answers the stubs"))
    // A stale README or Package.swift block has nothing to do with answers.
    let readme = ReleaseCommand.staleMessage(["README.md"])
    #expect(readme == "run `swift run grader sync` first; out of date: README.md")
  }

  @Test func theStudentsReadmeLeavesOutTheInstructorsParts() throws {
    let text = """
      # Kit
      students read this
      <!-- BEGIN INSTRUCTOR ONLY: why -->
      ## Instructors
      swift run grader batch
      <!-- END INSTRUCTOR ONLY -->
      ## Linux
      """
    let readme = try StudentEdition.studentReadme(text)
    #expect(readme.hasPrefix("> 学生版："))
    #expect(readme.hasSuffix("# Kit\nstudents read this\n## Linux"))
    #expect(!readme.contains("INSTRUCTOR") && !readme.contains("grader batch"))
    // A fence left open or closed twice stops the release rather than ship half a README.
    #expect(throws: KitError.self) { try StudentEdition.studentReadme("a\n<!-- BEGIN INSTRUCTOR ONLY -->\nb\n") }
    #expect(throws: KitError.self) { try StudentEdition.studentReadme("a\n<!-- END INSTRUCTOR ONLY -->\n") }
  }

  @Test func theKitsOwnReadmeGivesStudentsNoInstructorsTools() throws {
    let master = try String(contentsOf: Fixtures.kitRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let readme = try StudentEdition.studentReadme(master)
    // What the edition does not have: the solutions (and the command that shows them), the kit's own tests, the
    // benchmark, the Gradescope files, CI.
    for absent in ["grader solution", "KIT_SOURCES=Solutions", "Scripts/benchmark.sh", "Autograder/gradescope", "`Solutions/<lesson>/`", ".ci/run"] {
      #expect(master.contains(absent), "the master README no longer mentions \(absent)")
      #expect(!readme.contains(absent), "the student edition's README mentions \(absent)")
    }
    for kept in ["## 学生：开始 / Students: getting started", "swift run grader watch", "## 状态 / What each status means", "## Linux"] {
      #expect(readme.contains(kept), "the student edition's README lost \(kept)")
    }
  }
}
