import Foundation
import Testing
@testable import GraderCore

@Suite struct ChildProcessTests {
  private func shell(_ script: String, output: String) -> ChildProcess {
    ChildProcess(
      executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"],
      workingDirectory: NSTemporaryDirectory(), outputPath: output)
  }

  private func temporaryFile() -> String {
    NSTemporaryDirectory() + "/grader-child-\(UUID().uuidString).txt"
  }

  @Test func exitStatusAndOutputAreCaptured() throws {
    let output = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = try shell("echo out; echo err >&2; exit 3", output: output).run()
    #expect(outcome.termination == .exited(3))
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "out\nerr\n")
  }

  @Test func runsInTheGivenDirectory() throws {
    let output = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: output) }
    var process = shell("pwd", output: output)
    process.workingDirectory = "/usr"
    #expect(try process.run().succeeded)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "/usr\n")
  }

  @Test func signalIsReported() throws {
    let output = temporaryFile()
    defer { try? FileManager.default.removeItem(atPath: output) }
    let outcome = try shell("kill -ILL $$", output: output).run()
    #expect(outcome.termination == .signalled(4))
  }

  @Test func timeoutKillsTheWholeProcessGroup() throws {
    let output = temporaryFile()
    let marker = temporaryFile()
    defer {
      try? FileManager.default.removeItem(atPath: output)
      try? FileManager.default.removeItem(atPath: marker)
    }
    // The child starts a grandchild that would write the marker after 2 s; killing the group must stop it too.
    let script = "(sleep 2; echo late > \(marker)) & while :; do :; done"
    let started = ContinuousClock.now
    let outcome = try shell(script, output: output).run(timeout: .milliseconds(300))
    #expect(outcome.termination == .timedOut)
    #expect(ContinuousClock.now - started < .seconds(2))
    Thread.sleep(forTimeInterval: 2.5)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func missingProgramIsAnError() {
    let process = ChildProcess(
      executable: "/no/such/program", arguments: [], environment: [:], workingDirectory: "/",
      outputPath: temporaryFile())
    #expect(throws: KitError.self) { try process.run() }
  }
}
