import Foundation
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

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
    // The loop never ends by itself; a loaded machine may take a few seconds to schedule the kill and the wait.
    #expect(ContinuousClock.now - started < .seconds(10))
    Thread.sleep(forTimeInterval: 2.5)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func missingProgramIsAnError() {
    let process = ChildProcess(
      executable: "/no/such/program", arguments: [], environment: [:], workingDirectory: "/",
      outputPath: temporaryFile())
    #expect(throws: KitError.self) { try process.run() }
  }

  @Test func theWaitStatusSaysHowTheProcessEnded() {
    #expect(ChildProcess.termination(waitStatus: 0) == .exited(0))
    #expect(ChildProcess.termination(waitStatus: 3 << 8) == .exited(3))
    #expect(ChildProcess.termination(waitStatus: 9) == .signalled(9))
    // 0x80 says a core was dumped; the signal is still 6.
    #expect(ChildProcess.termination(waitStatus: 0x80 | 6) == .signalled(6))
  }
}

/// Output read through pipes into memory, channels on descriptors 3 and up, and a watcher that can stop the process.
@Suite struct ChildProcessCaptureTests {
  private func shell(_ script: String) -> ChildProcess {
    ChildProcess(
      executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"],
      workingDirectory: NSTemporaryDirectory(), outputPath: nil)
  }

  @Test func outputAndChannelsArriveSeparately() throws {
    var process = shell("echo out; echo err >&2; echo events >&3; echo summary >&4")
    process.channels = [3, 4]
    var seen: [Int32: [UInt8]] = [:]
    let run: CapturedRun<Bool> = try process.capture(outputLimit: 1024) { _, fresh, _ in
      for (channel, bytes) in fresh { seen[channel, default: []] += bytes }
      return nil
    }
    #expect(run.outcome.termination == .exited(0))
    #expect(run.outputText == "out\nerr\n")
    #expect(run.channels[3] == Array("events\n".utf8) && run.channels[4] == Array("summary\n".utf8))
    #expect(seen == run.channels, "the watcher saw every byte of the channels")
  }

  /// An input is opened before the program starts and read on its own descriptor; the channels keep theirs.
  @Test func anInputArrivesOnItsDescriptor() throws {
    let file = NSTemporaryDirectory() + "child-input-\(UUID().uuidString)"
    try Data("image bytes\n".utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    var process = shell("cat <&5; echo events >&3")
    process.channels = [3]
    process.inputs = [5: file]
    let run: CapturedRun<Bool> = try process.capture(outputLimit: 1024) { _, _, _ in nil }
    #expect(run.outcome.termination == .exited(0))
    #expect(run.outputText == "image bytes\n")
    #expect(run.channels[3] == Array("events\n".utf8))
  }

  @Test func aFloodKeepsOnlyTheEndAndTheWatcherStopsIt() throws {
    let process = shell("yes 0123456789")
    let run: CapturedRun<String> = try process.capture(outputLimit: 4096) { _, _, outputBytes in
      outputBytes > 20_000_000 ? "flood" : nil
    }
    #expect(run.stop == "flood")
    #expect(run.outcome.termination == .signalled(9))
    #expect(run.output.totalBytes > 20_000_000 && run.output.bytes.count == 4096)
    #expect(run.outputText.hasSuffix("0123456789\n") || run.outputText.contains("0123456789\n0123"))
  }

  @Test func limitsAndASessionApplyWithoutALauncher() throws {
    // The shell's own session ID is field 6 of /proc/self/stat; a session leader's equals its process ID.
    var process = shell(
      "sleep 0.1; ulimit -t; read -r pid _ _ _ _ sid _ < /proc/self/stat; [ \"$pid\" = \"$sid\" ] && echo leader")
    process.newSession = true
    process.limits = [.init(resource: .cpu, value: 7)]
    let run: CapturedRun<Bool> = try process.capture(outputLimit: 1024) { elapsed, _, _ in elapsed > .seconds(20) ? true : nil }
    #expect(run.outcome.termination == .exited(0) && run.outputText == "7\nleader\n", "\(run.outputText)")
  }

  @Test func aMissingDirectoryIsAnErrorWithPipesToo() {
    var process = shell("true")
    process.channels = [3]
    process.workingDirectory = "/no/such/directory"
    #expect(throws: KitError.self) { try process.run() }
  }

  @Test func aProcessThatClosesItsChannelStillEnds() throws {
    var process = shell("exec 3>&-; sleep 0.2; echo done")
    process.channels = [3]
    let run: CapturedRun<Bool> = try process.capture(outputLimit: 1024) { elapsed, _, _ in elapsed > .seconds(20) ? true : nil }
    #expect(run.stop == nil && run.outputText == "done\n")
  }
}
