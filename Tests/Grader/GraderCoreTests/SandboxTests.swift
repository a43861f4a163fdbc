import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The launcher (`grader __sandbox`) applying its plan for real; the Darwin plan runs here too, since every step it
/// has is plain POSIX.
@Suite(.serialized) struct SandboxTests {
  @Test func planArgumentsRoundTrip() throws {
    let plan = SandboxPlan(
      newSession: true, limits: [.init(resource: .cpu, value: 12), .init(resource: .data, value: 1 << 30)],
      user: (1234, 1234), noNewPrivileges: true, parent: 99, program: ["/bin/echo", "--", "-x"])
    #expect(SandboxPlan(parsing: plan.arguments) == plan)
    #expect(SandboxPlan(parsing: ["--limit", "nope=1", "--", "/bin/true"]) == nil)
    #expect(SandboxPlan(parsing: ["--session"]) == nil, "a plan needs a program")
  }

  @Test func linuxOnlyStepsStayOutOfTheDarwinPlan() {
    let limits = ResourceLimits()
    let linux = SandboxPlan.forTest(
      program: ["/t"], limits: limits.kernelLimits(on: .linux, seconds: 10, processBase: 0), user: nil, parent: 7, platform: .linux)
    let darwin = SandboxPlan.forTest(
      program: ["/t"], limits: limits.kernelLimits(on: .darwin, seconds: 10, processBase: 0), user: nil, parent: 7, platform: .darwin)
    #expect(linux.noNewPrivileges && linux.parent == 7 && linux.limits.contains { $0.resource == .data })
    #expect(!darwin.noNewPrivileges && darwin.parent == nil && !darwin.limits.contains { $0.resource == .data })
    #expect(darwin.newSession && darwin.limits.contains(.init(resource: .core, value: 0)))
    #expect(darwin.limits.contains(.init(resource: .cpu, value: limits.cpuSeconds + 10)))
  }

  /// Runs `script` through the launcher with `plan`'s settings and returns what it printed and how it ended.
  private func launch(_ script: String, plan: SandboxPlan) throws -> (String, ProcessOutcome.Termination) {
    let launcher = try #require(BuiltGrader.path, "the grader executable is built with the tests")
    var process = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/",
      outputPath: nil)
    process.sandbox = (launcher, plan)
    let run: CapturedRun<Bool> = try process.capture(outputLimit: 4096) { elapsed, _, _ in elapsed > .seconds(30) ? true : nil }
    return (run.outputText, run.outcome.termination)
  }

  @Test(arguments: HostPlatform.allCases)
  func limitsAndANewSessionApply(platform: HostPlatform) throws {
    let limits = ResourceLimits().kernelLimits(on: platform, seconds: 5, processBase: 100)
    let plan = SandboxPlan.forTest(program: [], limits: limits, user: nil, parent: getpid(), platform: platform)
    // The shell's own session ID is field 6 of /proc/self/stat; a session leader's equals its process ID.
    let (output, termination) = try launch(
      "echo $(ulimit -c) $(ulimit -n) $(ulimit -t); read -r pid _ _ _ _ sid _ < /proc/self/stat; [ \"$pid\" = \"$sid\" ] && echo leader",
      plan: plan)
    #expect(termination == .exited(0), "\(output)")
    let limitsSeen = ResourceLimits()
    #expect(output.hasPrefix("0 \(limitsSeen.openFiles) \(limitsSeen.cpuSeconds + 5)\n"), "\(output)")
    #expect(output.contains("leader"))
  }

  // Shown as skipped, never as passed, where the tests do not run as root (CI does).
  @Test(.enabled(if: BuiltGrader.isRoot, "switching users needs root"))
  func theTestRunsAsAnotherUserWhenTheGraderIsRoot() throws {
    let plan = SandboxPlan(newSession: true, user: (54321, 54321))
    let (output, termination) = try launch("id -u; id -g; id -G; touch /root/.grader-sandbox-probe 2>/dev/null || echo denied", plan: plan)
    #expect(termination == .exited(0))
    #expect(output == "54321\n54321\n54321\ndenied\n")
  }

  @Test func aPlanThatCannotBeAppliedStopsBeforeTheProgram() throws {
    // Limits are applied before the program; asking an unprivileged launcher for another user fails, and as root an
    // impossible program does.
    let plan = BuiltGrader.isRoot
      ? SandboxPlan(newSession: true, program: [])
      : SandboxPlan(newSession: true, user: (0, 0))
    let launcher = try #require(BuiltGrader.path)
    var process = ChildProcess(
      executable: BuiltGrader.isRoot ? "/no/such/program" : "/bin/true", arguments: [], environment: [:],
      workingDirectory: "/", outputPath: nil)
    process.sandbox = (launcher, plan)
    let run: CapturedRun<Bool> = try process.capture(outputLimit: 4096) { elapsed, _, _ in elapsed > .seconds(30) ? true : nil }
    #expect(run.outcome.termination == .exited(SandboxLauncher.failureStatus))
    #expect(run.outputText.hasPrefix("grader sandbox: "))
  }

  @Test(.enabled(if: BuiltGrader.isRoot, "starting processes as a sandbox user needs root"))
  func aSandboxUsersProcessesAreEndedByEitherPlatformsMeans() throws {
    let launcher = try #require(BuiltGrader.path, "the grader executable is built next to the tests")
    for platform in HostPlatform.allCases {
      let uid: UInt32 = 54400 + (platform == .linux ? 1 : 2)
      // A process of the user that escaped everything: its own session, detached from the launcher.
      var process = ChildProcess(
        executable: "/bin/sh", arguments: ["-c", "setsid sleep 60 >/dev/null 2>&1 < /dev/null & sleep 0.3; exit 0"],
        environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/", outputPath: "/dev/null")
      process.sandbox = (launcher, SandboxPlan(newSession: true, user: (uid, uid)))
      #expect(try process.run(timeout: .seconds(20)).succeeded)
      Thread.sleep(forTimeInterval: 0.2)
      #expect(ProcessTable.snapshot().contains { $0.uid == uid }, "\(platform): the escaped process should be running")
      let steps = ProcessTable.cleanupSteps(platform: platform, user: uid)
      #expect(steps.first == (platform == .linux ? .killUserFromTable(uid) : .killUserAsUser(uid)))
      ProcessTable.perform(steps.filter { $0 != .killAdoptedOrphans }, launcher: launcher)
      Thread.sleep(forTimeInterval: 0.2)
      #expect(!ProcessTable.snapshot().contains { $0.uid == uid }, "\(platform): the user's processes should be gone")
    }
  }

  @Test func cleanupStepsFollowThePlatform() {
    #expect(ProcessTable.cleanupSteps(platform: .linux, user: nil) == [.killAdoptedOrphans])
    #expect(ProcessTable.cleanupSteps(platform: .darwin, user: nil) == [])
    #expect(ProcessTable.cleanupSteps(platform: .linux, user: 7) == [.killUserFromTable(7), .killAdoptedOrphans])
    #expect(ProcessTable.cleanupSteps(platform: .darwin, user: 7) == [.killUserAsUser(7)])
  }

  @Test func procStatusIsRead() {
    let text = "Name:\tsleep\nState:\tS (sleeping)\nTgid:\t42\nPid:\t42\nPPid:\t7\nUid:\t1000\t1000\t1000\t1000\n"
    #expect(ProcessTable.parseStatus(text, pid: 42) == ProcessTable.Entry(pid: 42, parent: 7, uid: 1000))
    let entries = [
      ProcessTable.Entry(pid: 10, parent: 1, uid: 0), ProcessTable.Entry(pid: 11, parent: 5, uid: 0),
      ProcessTable.Entry(pid: 12, parent: 5, uid: 0),
    ]
    #expect(ProcessTable.adoptedOrphans(of: 5, known: [11], in: entries) == [12])
    // A child in the grader's own session was started by the grader, not adopted: it is left alone.
    let sessions = [ProcessTable.Entry(pid: 13, parent: 5, uid: 0, session: 5), ProcessTable.Entry(pid: 14, parent: 5, uid: 0, session: 14)]
    #expect(ProcessTable.adoptedOrphans(of: 5, known: [], in: sessions, session: 5) == [14])
    #expect(ProcessTable.parseStat("14 (a (b) c) S 5 14 14 0 -1", pid: 14) == ProcessTable.Entry(pid: 14, parent: 5, uid: 0, session: 14))
  }

  @Test(.enabled(if: HostPlatform.current.canAdoptOrphans, "only Linux lets the grader adopt orphans"))
  func anOrphanThatLeftItsSessionIsStillReaped() throws {
    #expect(ProcessTable.adoptOrphans(platform: .current))
    let marker = NSTemporaryDirectory() + "/grader-orphan-\(UUID().uuidString)"
    // The child leaves a grandchild in a session of its own and exits: the grandchild is orphaned and adopted.
    let process = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "setsid sh -c 'sleep 2; touch \(marker)' >/dev/null 2>&1 < /dev/null & sleep 0.3; exit 0"],
      environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/", outputPath: "/dev/null")
    #expect(try process.run(timeout: .seconds(20)).succeeded)
    Thread.sleep(forTimeInterval: 0.3)
    #expect(!ProcessTable.adoptedOrphans(of: getpid(), known: ChildRegistry.children, in: ProcessTable.snapshot(), session: getsid(0)).isEmpty)
    ProcessTable.perform([.killAdoptedOrphans], launcher: nil)
    Thread.sleep(forTimeInterval: 2.5)
    #expect(!FileManager.default.fileExists(atPath: marker))
    _ = processControl(36, 0)
  }

  @Test func theMechanismFollowsThePlatform() {
    let tools = (prlimit: "/usr/bin/prlimit", setpriv: "/usr/bin/setpriv")
    #expect(TestSandbox.mechanism(platform: .linux, launcher: "/g", asRoot: false, tools: nil) == .spawnAttributes)
    #expect(TestSandbox.mechanism(platform: .linux, launcher: "/g", asRoot: true, tools: tools)
      == .utilLinux(prlimit: "/usr/bin/prlimit", setpriv: "/usr/bin/setpriv"))
    #expect(TestSandbox.mechanism(platform: .linux, launcher: "/g", asRoot: true, tools: nil) == .launcher)
    for root in [false, true] {
      #expect(TestSandbox.mechanism(platform: .darwin, launcher: "/g", asRoot: root, tools: tools) == .launcher)
    }
    #expect(TestSandbox.mechanism(platform: .linux, launcher: nil, asRoot: true, tools: tools) == nil)
  }

  /// In a parallel batch each student is graded by a grader process of its own, with sandbox users of its own. Its
  /// area (the test programs, which hold the student's code, and the scratch folders) has a name nobody can take
  /// first and is reachable by its own users only: before, any other student's test process could read it under
  /// `/tmp/grader-sandbox-<pid>`.
  @Test(.enabled(if: BuiltGrader.isRoot, "sandbox users exist only as root"))
  func theAreaIsReachableByItsOwnUsersOnly() throws {
    let launcher = try #require(BuiltGrader.path)
    let runs = try TemporaryFolder()
    defer { runs.remove() }
    let sandbox = try TestSandbox.make(platform: .current, launcher: launcher, limits: ResourceLimits(), runsPath: runs.url.path)
    defer { sandbox.removeArea() }
    let own = try #require(sandbox.user(slot: 3))
    try #require(sandbox.usersAreUnique, "this machine maps the sandbox's own users")
    #expect(!sandbox.area.hasSuffix("-\(getpid())"), "the name is not the grader's process ID: \(sandbox.area)")
    var info = stat()
    #expect(lstat(sandbox.area, &info) == 0 && info.st_mode & 0o7777 == 0o710 && info.st_uid == 0)
    let first = try #require(sandbox.user(slot: 0))
    #expect(info.st_gid == sandbox.group(of: own) && sandbox.group(of: own) == sandbox.group(of: first))
    let program = sandbox.area + "/program.xctest"
    try Data("student code".utf8).write(to: URL(fileURLWithPath: program))
    #expect(chmod(program, 0o755) == 0)
    // The same command as its own user and as a user of another grader (another student's test process).
    for (user, readable) in [(own, true), (own &+ 0x100, false)] {
      var process = ChildProcess(
        executable: "/bin/sh", arguments: ["-c", "cat '\(program)' >/dev/null 2>&1 && echo read || echo denied"],
        environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/", outputPath: nil)
      if readable {
        sandbox.apply(to: &process, limits: [], user: user)
      } else {
        // Another grader's user, in that grader's group.
        process.sandbox = (launcher, SandboxPlan(newSession: true, user: (user, user)))
      }
      let run: CapturedRun<Bool> = try process.capture(outputLimit: 4096) { elapsed, _, _ in elapsed > .seconds(30) ? true : nil }
      #expect(run.outputText == (readable ? "read\n" : "denied\n"), "user \(user): \(run.outputText)")
    }
    // A laid program runs, but its own user cannot read it (it holds the hidden checks).
    let laid = try sandbox.placeProgram("/bin/true", as: "probe")
    var process = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "'\(laid)' && echo ran; cat '\(laid)' >/dev/null 2>&1 && echo read || echo unreadable"],
      environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/", outputPath: nil)
    sandbox.apply(to: &process, limits: [], user: own)
    let run: CapturedRun<Bool> = try process.capture(outputLimit: 4096) { elapsed, _, _ in elapsed > .seconds(30) ? true : nil }
    #expect(run.outputText == "ran\nunreadable\n", "\(run.outputText)")
  }

  /// A sandbox that applies `mechanism`, with the default limits.
  private func sandbox(_ mechanism: TestSandbox.Mechanism) throws -> TestSandbox {
    let launcher = try #require(BuiltGrader.path)
    return TestSandbox(
      platform: .current, launcher: launcher, limits: ResourceLimits(), area: NSTemporaryDirectory(),
      temporaryFolders: TemporaryFolderWatch(folders: []), mechanism: mechanism)
  }

  @Test func everyMechanismGivesTheSameSandbox() throws {
    var mechanisms: [TestSandbox.Mechanism] = [.launcher]
    if HostPlatform.current.canLimitOtherProcesses {
      if !BuiltGrader.isRoot { mechanisms.append(.spawnAttributes) }
      if BuiltGrader.isRoot, let tools = TestSandbox.utilLinuxTools { mechanisms.append(.utilLinux(prlimit: tools.prlimit, setpriv: tools.setpriv)) }
    }
    for mechanism in mechanisms {
      let sandbox = try sandbox(mechanism)
      var process = ChildProcess(
        executable: "/bin/sh",
        arguments: ["-c", "echo $(ulimit -c) $(ulimit -t) $(id -u); read -r pid _ _ _ _ sid _ < /proc/self/stat; [ \"$pid\" = \"$sid\" ] && echo leader"],
        environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/", outputPath: nil)
      let user: UInt32? = BuiltGrader.isRoot ? 54500 : nil
      sandbox.apply(to: &process, limits: ResourceLimits().kernelLimits(on: .current, seconds: 3, processBase: 0), user: user)
      let run: CapturedRun<Bool> = try process.capture(outputLimit: 4096) { elapsed, _, _ in elapsed > .seconds(30) ? true : nil }
      #expect(run.outcome.termination == .exited(0), "\(mechanism): \(run.outputText)")
      #expect(run.outputText == "0 \(ResourceLimits().cpuSeconds + 3) \(user ?? UInt32(getuid()))\nleader\n", "\(mechanism)")
    }
  }
}


@Suite struct TemporaryFolderWatchTests {
  @Test func newEntriesReachTheirOwnerWhoeverLookedFirst() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("old", to: "before.txt")
    let watch = TemporaryFolderWatch(folders: [folder.url.path])
    try folder.write("new", to: "left-behind.txt")
    // Another owner's cleanup looks first: the entry is not theirs, and the folder does not change again after.
    #expect(watch.newEntries(ownedBy: getuid() &+ 1).isEmpty)
    #expect(watch.newEntries(ownedBy: getuid()) == [folder.url.path + "/left-behind.txt"])
    #expect(watch.newEntries(ownedBy: getuid()).isEmpty, "each entry is reported once; what was there before, never")
  }

  /// What a test wrote into the shared temporary folders counts with its scratch folder: files and folders it made
  /// since the run began, not what was there before, not another owner's, and counting them does not keep the
  /// cleanup from finding them.
  @Test func newEntriesAreMeasuredWithoutBeingReported() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(String(repeating: "o", count: 5000), to: "before.txt")
    let watch = TemporaryFolderWatch(folders: [folder.url.path])
    try folder.write(String(repeating: "n", count: 3000), to: "new.bin")
    try folder.write(String(repeating: "d", count: 2000), to: "made/deep/inner.bin")
    let size = watch.bytes(ownedBy: getuid(), upTo: 1 << 20)
    #expect(size >= 5000 && size < 5000 + 3 * 4096 + 1, "\(size)")
    #expect(watch.bytes(ownedBy: getuid() &+ 1, upTo: 1 << 20) == 0)
    #expect(watch.bytes(ownedBy: getuid(), upTo: 100) > 100, "counting stops once past the limit, past it")
    #expect(watch.newEntries(ownedBy: getuid()).count == 2)
  }
}
