import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where and how test processes run: as which user, under which limits, with which environment and scratch folder.
///
/// Every test process starts through the launcher (`SandboxPlan`) in a session of its own, under `ResourceLimits`,
/// with a minimal environment, in a fresh scratch folder that is removed afterwards with anything it left in the shared
/// temporary folders. When the grader runs as root, each test also runs as an unprivileged user of its own that owns
/// nothing but its scratch folder, and everything that user still runs afterwards is killed.
package struct TestSandbox: Sendable {
  package var platform: HostPlatform
  /// The grader executable, which acts as the launcher; `nil` runs tests directly, without limits (library use).
  package var launcher: String?
  var limits: ResourceLimits
  /// The folder holding scratch folders (and, as root, the test binary the sandbox users may run).
  var area: String
  /// The first of the sandbox users' IDs, when the grader runs as root.
  var firstUser: UInt32?
  /// Whether each slot has a user of its own (false when only `nobody` could be used).
  var usersAreUnique = true
  /// Threads and processes the grading user already runs, under the process limit's allowance.
  var processBase = 0
  /// What the shared temporary folders held when the run began.
  var temporaryFolders: TemporaryFolderWatch
  /// How the sandbox is applied to each test process; `nil` runs tests directly (no launcher: library use).
  package var mechanism: Mechanism?
  /// How each test process gets System V IPC of its own (as root only).
  var ipcIsolation = IPCIsolation.none
  /// util-linux's `unshare`, which gives a process a new IPC namespace under the `utilLinux` mechanism.
  var unshareTool: String?

  /// How test processes are kept from meeting each other's System V IPC (shared memory, semaphores, message queues).
  enum IPCIsolation: Sendable, Equatable {
    /// Nothing is done: the grader runs as a user, whose own IPC objects the tests could reach anyway.
    case none
    /// Each test process starts in a new IPC namespace (`unshare --ipc`, or `unshare(CLONE_NEWIPC)` in the launcher).
    case namespace
    /// The kernel refuses new namespaces: every IPC object the sandbox user owns is removed after each test process.
    case cleanup
  }

  /// How a test process gets its sandbox.
  package enum Mechanism: Sendable, Equatable {
    /// Through the grader acting as a launcher (`grader __sandbox`), which applies a `SandboxPlan` with C calls: works
    /// everywhere, costs the start of one more executable (with Foundation) per test process.
    case launcher
    /// With spawn attributes (`POSIX_SPAWN_SETSID`) and limits set from outside (`prlimit(2)`): Linux, unprivileged.
    case spawnAttributes
    /// As root on Linux, through util-linux's `prlimit` and `setpriv` (in every stock image): the limits are set
    /// before the change of user, which a container without `CAP_SYS_RESOURCE` could not do from outside.
    case utilLinux(prlimit: String, setpriv: String)
  }

  /// The mechanism for `platform`: spawn attributes on Linux, util-linux's tools as root on Linux (the launcher when
  /// they are missing), the launcher elsewhere.
  package static func mechanism(platform: HostPlatform, launcher: String?, asRoot: Bool, tools: (prlimit: String, setpriv: String)?) -> Mechanism? {
    guard launcher != nil else { return nil }
    guard platform.canLimitOtherProcesses else { return .launcher }
    if !asRoot { return .spawnAttributes }
    return tools.map { .utilLinux(prlimit: $0.prlimit, setpriv: $0.setpriv) } ?? .launcher
  }

  /// util-linux's `prlimit` and `setpriv`, where the stock Linux images keep them.
  static var utilLinuxTools: (prlimit: String, setpriv: String)? {
    func find(_ name: String) -> String? {
      ["/usr/bin/" + name, "/bin/" + name].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    guard let prlimit = find("prlimit"), let setpriv = find("setpriv") else { return nil }
    return (prlimit, setpriv)
  }

  /// The sandbox for a grading run whose run files go in `runsPath`; as root it probes that a user can be taken on.
  package static func make(platform: HostPlatform, launcher: String?, limits: ResourceLimits, runsPath: String) throws -> TestSandbox {
    let fileManager = FileManager.default
    var sandbox = TestSandbox(
      platform: platform, launcher: launcher, limits: limits, area: runsPath + "/scratch",
      temporaryFolders: TemporaryFolderWatch(folders: platform.sharedTemporaryFolders),
      mechanism: mechanism(platform: platform, launcher: launcher, asRoot: geteuid() == 0, tools: utilLinuxTools))
    guard launcher != nil, geteuid() == 0 else {
      if platform.hasProcFileSystem { sandbox.processBase = ProcessTable.taskCount(ofUser: getuid()) }
      try fileManager.createDirectory(atPath: sandbox.area, withIntermediateDirectories: true)
      return sandbox
    }
    // Root: a folder outside the kit, only the grader can list, under a name nobody could take first.
    sandbox.area = try makePrivateFolder(in: NSTemporaryDirectory(), prefix: "grader-sandbox-")
    let preferred = 0x5000_0000 + (UInt32(getpid()) % 0x10_0000) * 16
    for candidate in [preferred, 65534] where sandbox.probe(uid: candidate) {
      sandbox.firstUser = candidate
      sandbox.usersAreUnique = candidate != 65534
      sandbox.chooseIPCIsolation(uid: candidate)
      try sandbox.openAreaToOwnUsers()
      return sandbox
    }
    throw KitError.kit("running as root, but the grader cannot switch test processes to an unprivileged user")
  }

  /// A new folder in `parent`, made by `mkdtemp` (mode 0700, a random name, never an entry someone else made first,
  /// such as a link planted in the shared temporary folder).
  static func makePrivateFolder(in parent: String, prefix: String) throws -> String {
    var template = Array((parent.hasSuffix("/") ? parent : parent + "/").utf8CString.dropLast()) + Array((prefix + "XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw KitError.kit("cannot make a private folder in \(parent)") }
    return String(cString: made)
  }

  /// The group every test process of this grader runs in: with users of its own, one group for all its slots (they
  /// grade the same student), which no other grader's test processes have; else each user's own.
  func group(of user: UInt32) -> UInt32 {
    guard usersAreUnique, let firstUser else { return user }
    return firstUser
  }

  /// Lets this grader's sandbox users, and only them, pass through the area to the programs it lays there: root owns
  /// it, their group may only pass (0710). Another grader's test processes (a parallel batch worker, grading another
  /// student) cannot reach this student's programs, which hold this student's code. Only `nobody` (shared by every
  /// grader) falls back to letting everyone pass (0711).
  private func openAreaToOwnUsers() throws {
    guard let firstUser else { return }
    if usersAreUnique {
      guard chown(area, 0, gid_t(group(of: firstUser))) == 0, chmod(area, 0o710) == 0 else {
        throw KitError.kit("cannot give the sandbox folder \(area) to the sandbox users' group")
      }
    } else if chmod(area, 0o711) != 0 {
      throw KitError.kit("cannot open the sandbox folder \(area) to the sandbox user")
    }
  }

  /// Removes the sandbox area when it is the grader's own folder outside the kit (as root).
  func removeArea() {
    guard firstUser != nil else { return }
    try? FileManager.default.removeItem(atPath: area)
  }

  /// A new IPC namespace per test process where the kernel allows it (probed once), else cleanup after each process.
  private mutating func chooseIPCIsolation(uid: UInt32) {
    guard platform.hasProcFileSystem else { return }
    unshareTool = ["/usr/bin/unshare", "/bin/unshare"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let canUnshare: Bool
    switch mechanism {
    case .utilLinux?: canUnshare = unshareTool != nil
    case .launcher?: canUnshare = true
    default: canUnshare = false
    }
    ipcIsolation = .namespace
    if canUnshare && probe(uid: uid) { return }
    ipcIsolation = .cleanup
  }

  /// Whether a test process can become `uid` (a user namespace may not map every ID).
  private func probe(uid: UInt32) -> Bool {
    var process = ChildProcess(
      executable: "/bin/sh", arguments: ["-c", "exit 0"], environment: ["PATH": "/usr/bin:/bin"], workingDirectory: "/",
      outputPath: "/dev/null")
    apply(to: &process, limits: [], user: uid)
    return (try? process.run(timeout: .seconds(20)))?.succeeded == true
  }

  /// The user slot `slot` runs as, when the grader runs as root.
  package func user(slot: Int) -> UInt32? {
    guard let firstUser else { return nil }
    return usersAreUnique ? firstUser + UInt32(slot % 16) : firstUser
  }

  /// A fresh, empty scratch folder owned by `user`.
  func makeScratch(_ name: String, user: UInt32?) throws -> String {
    let path = area + "/" + name
    let fileManager = FileManager.default
    try? fileManager.removeItem(atPath: path)
    try fileManager.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    if let user, chown(path, uid_t(user), gid_t(group(of: user))) != 0 {
      throw KitError.kit("cannot hand the scratch folder \(path) to the sandbox user")
    }
    return path
  }

  /// `command` with a test executable a sandbox user can reach: as root, a link (or copy) in the sandbox area, since
  /// the kit itself may be closed to other users. Call it once per build, before test processes run.
  package func prepare(_ command: TestCommand) throws -> TestCommand {
    var prepared = command
    prepared.executable = try reachableExecutable(command)
    return prepared
  }

  /// Lays fresh copies of `program`, and of `library` under its file name next to it, readable and runnable by any
  /// sandbox user, with fixed dates; returns the program's path. Programs laid under the same name look alike but for
  /// their bytes.
  ///
  /// Each copy ends in random bytes of a random length, which the loader ignores: no two runs, not even two of the same
  /// program, have the same files, so a test cannot recognise a version by a digest an earlier run reported.
  func placeProgram(_ program: String, as name: String, library: (path: String, name: String)? = nil) throws -> String {
    let target = area + "/" + name + ".program"
    try Self.layCopy(of: program, at: target, mode: Self.programMode)
    // The loader reads a library, so it stays readable (kit code, the subject's version).
    if let library { try Self.layCopy(of: library.path, at: area + "/" + library.name, mode: 0o755) }
    return target
  }

  /// The mode of the test programs the sandbox users run: runnable, not readable. A program holds the hidden checks'
  /// code (their inputs and expected values); student code that opens its own program file (`Bundle.main`'s path)
  /// to print it, in a crash's output in the report, is refused by the kernel. Running a program needs no read access.
  static let programMode: mode_t = 0o711

  /// Copies `source` to `target` with random bytes after its end, `mode` and the fixed date.
  private static func layCopy(of source: String, at target: String, mode: mode_t) throws {
    let fileManager = FileManager.default
    try? fileManager.removeItem(atPath: target)
    // Written while no child starts, so none holds it open for writing when it runs.
    try ChildProcess.withoutSpawning {
      try fileManager.copyItem(atPath: source, toPath: target)
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: target))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data((0..<Int.random(in: 16...4096)).map { _ in UInt8.random(in: 0...255) }))
      try handle.close()
    }
    guard chmod(target, mode) == 0 else { throw KitError.kit("cannot make \(target) runnable") }
    try fileManager.setAttributes([.modificationDate: fixedDate], ofItemAtPath: target)
  }

  /// The modification date of every program laid by `placeProgram`.
  static let fixedDate = Date(timeIntervalSince1970: 946_684_800)

  private func reachableExecutable(_ command: TestCommand) throws -> String {
    guard firstUser != nil, !command.needsBuildAccess, platform == .linux else { return command.executable }
    let target = area + "/" + URL(fileURLWithPath: command.executable).lastPathComponent
    let fileManager = FileManager.default
    let source = try fileManager.attributesOfItem(atPath: command.executable)
    if let current = try? fileManager.attributesOfItem(atPath: target),
      current[.systemFileNumber] as? Int == source[.systemFileNumber] as? Int,
      current[.size] as? Int == source[.size] as? Int,
      current[.modificationDate] as? Date == source[.modificationDate] as? Date
    {
      return target
    }
    try? fileManager.removeItem(atPath: target)
    if link(command.executable, target) != 0 {
      try ChildProcess.withoutSpawning { try fileManager.copyItem(atPath: command.executable, toPath: target) }
    }
    _ = chmod(target, Self.programMode)
    return target
  }

  /// The environment of a test: what the command needs, the scratch folder as home and temporary folder, and nothing of
  /// the grader's own (no tokens, no instructor variables).
  package func environment(for command: TestCommand, scratch: String) -> [String: String] {
    var environment = command.environment
    environment["PATH"] = "/usr/bin:/bin"
    environment["HOME"] = scratch
    environment["TMPDIR"] = scratch + "/"
    environment["LANG"] = "C.UTF-8"
    environment["NO_COLOR"] = "1"
    // A crashing check should end at once, not spend seconds printing a backtrace.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }

  /// The process that runs `command` with `arguments` in `scratch`, as `user`, allowed `seconds` of checks; with an
  /// `image`, the program loads those checks from it.
  package func process(
    _ command: TestCommand, arguments: [String], scratch: String, user: UInt32?, seconds: Int, image: String? = nil
  ) throws -> ChildProcess {
    var process = ChildProcess(
      executable: command.executable, arguments: arguments,
      environment: environment(for: command, scratch: scratch), workingDirectory: scratch, outputPath: nil)
    if let image { process.inputs[TestCommand.imageDescriptor] = image }
    if command.channels == .descriptors {
      process.channels = [TestCommand.eventDescriptor, TestCommand.summaryDescriptor]
      process.channelOwner = command.needsBuildAccess ? nil : user
    }
    let base = user == nil ? (platform.hasProcFileSystem ? processBase : nil) : 0
    var limits = limits.kernelLimits(on: platform, seconds: seconds, processBase: base ?? 0)
    if base == nil { limits.removeAll { $0.resource == .processes } }
    apply(to: &process, limits: limits, user: command.needsBuildAccess ? nil : user)
    return process
  }

  /// Puts `process` in a session of its own under `limits`, as `user`, by this sandbox's mechanism.
  func apply(to process: inout ChildProcess, limits: [SandboxPlan.Limit], user: UInt32?) {
    switch mechanism {
    case nil:
      return
    case .launcher?:
      guard let launcher else { return }
      var plan = SandboxPlan.forTest(
        program: [], limits: limits, user: user.map { ($0, group(of: $0)) }, parent: getpid(), platform: platform)
      plan.newIPCNamespace = ipcIsolation == .namespace
      process.sandbox = (launcher, plan)
    case .spawnAttributes?:
      process.newSession = true
      process.limits = limits
    case .utilLinux(let prlimit, let setpriv)?:
      process.newSession = true
      var wrapped = limits.map { "--\($0.resource.rawValue)=\($0.value):\($0.value)" } + ["--"]
      if ipcIsolation == .namespace, let unshareTool { wrapped += [unshareTool, "--ipc", "--"] }
      if let user {
        wrapped += [
          setpriv, "--reuid=\(user)", "--regid=\(group(of: user))", "--clear-groups", "--no-new-privs", "--pdeathsig", "KILL", "--",
        ]
      }
      process.arguments = wrapped + [process.executable] + process.arguments
      process.executable = prlimit
    }
  }

  /// Ends whatever the test left running and removes what it left on disk: its scratch folder, and, when it ran as a
  /// sandbox user of its own, what that user made in the shared temporary folders. Without one (not root), whatever
  /// else the grading user's programs make there meanwhile (an editor, another grader) cannot be told apart, so the
  /// shared folders are left alone.
  func cleanUp(scratch: String, user: UInt32?) {
    ProcessTable.perform(ProcessTable.cleanupSteps(platform: platform, user: user), launcher: launcher)
    if ipcIsolation == .cleanup, let user { SandboxIPC.removeObjects(ownedBy: user) }
    try? FileManager.default.removeItem(atPath: scratch)
    guard let user else { return }
    for path in temporaryFolders.newEntries(ownedBy: user) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// Bytes in `folder` (or in the file, when it is one), counted up to `limit` (the walk stops once it is passed).
  static func size(of folder: String, upTo limit: Int) -> Int {
    var info = stat()
    guard lstat(folder, &info) == 0 else { return 0 }
    guard info.st_mode & S_IFMT == S_IFDIR else { return Int(info.st_size) }
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return 0 }
    var total = 0
    while let name = enumerator.nextObject() as? String {
      var info = stat()
      if lstat(folder + "/" + name, &info) == 0 { total += Int(info.st_size) }
      if total > limit { break }
    }
    return total
  }
}
