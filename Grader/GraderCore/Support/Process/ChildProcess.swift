import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run in a process group of its own, its output captured in a file or read into memory, under a hard limit.
///
/// A new process group lets the grader kill a hung test together with anything it started. In memory, standard output
/// and error go through a pipe into an `OutputRing` (the last bytes and a count, so memory stays flat whatever the program
/// prints), and each descriptor in `channels` gets a pipe of its own, read while the program runs.
package struct ChildProcess: Sendable {
  package var executable: String
  package var arguments: [String]
  package var environment: [String: String]
  package var workingDirectory: String
  /// The file that receives standard output (and standard error, unless `errorPath` is set), truncated first; when
  /// `nil`, both are read into memory (see `capture`).
  package var outputPath: String?
  /// A separate file for standard error, truncated first.
  package var errorPath: String? = nil
  package var newProcessGroup = true
  /// Descriptors (3 and up) the program writes to, each read into memory through a pipe of its own.
  var channels: [Int32] = []
  /// The user that will own the channels' pipes (the sandbox user, who reopens them through `/dev/fd`).
  var channelOwner: UInt32? = nil
  /// Files the program reads on descriptors of their own (3 and up, apart from `channels`), opened read-only before it
  /// starts, with the grader's rights: the program reads them without being allowed to open them.
  var inputs: [Int32: String] = [:]
  /// Starts the program through the launcher (`launcher[0] __sandbox …`), which applies this plan first.
  var sandbox: (launcher: String, plan: SandboxPlan)? = nil
  /// Starts the program in a session of its own (`POSIX_SPAWN_SETSID`, Linux), without a launcher.
  var newSession = false
  /// Limits set on the program right after it starts (`prlimit`, Linux), before it can run code of its own: a test
  /// binary takes milliseconds to start, the call microseconds.
  var limits: [SandboxPlan.Limit] = []

  package init(
    executable: String, arguments: [String], environment: [String: String], workingDirectory: String,
    outputPath: String?, errorPath: String? = nil, newProcessGroup: Bool = true
  ) {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.workingDirectory = workingDirectory
    self.outputPath = outputPath
    self.errorPath = errorPath
    self.newProcessGroup = newProcessGroup
  }

  /// Starts the program and waits for it, killing its process group once `timeout` has passed.
  ///
  /// `poll` is called about every 20 ms while the program runs, for progress reports.
  package func run(timeout: Duration? = nil, poll: () -> Void = {}) throws -> ProcessOutcome {
    let run: CapturedRun<Bool> = try capture(outputLimit: 1 << 16) { elapsed, _, _ in
      poll()
      return timeout.map { elapsed > $0 } == true ? true : nil
    }
    return run.stop == true ? ProcessOutcome(termination: .timedOut, duration: run.outcome.duration) : run.outcome
  }

  /// Starts the program and reads it until it ends, or until `watch` returns a reason to stop it (then its process
  /// group is killed).
  ///
  /// `watch` is called about every 20 ms and whenever something arrives, with the time since the start, the new bytes
  /// of each channel, and the count of output bytes so far.
  package func capture<Stop>(
    outputLimit: Int, watch: (Duration, [Int32: [UInt8]], Int) -> Stop?
  ) throws -> CapturedRun<Stop> {
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = try spawn()
    let pid = spawned.pid
    let group = killsGroup
    defer { ChildRegistry.remove(pid) }
    var pipes = _PipeReading(readers: spawned.readers, outputLimit: outputLimit)
    defer { pipes.closeAll() }
    var stop: Stop?
    var status: Int32 = 0
    var usage = rusage()
    while true {
      let fresh = pipes.pump(waitMilliseconds: 20)
      if stop == nil, let reason = watch(clock.now - start, fresh, pipes.output.totalBytes) {
        stop = reason
        _ = kill(group ? -pid : pid, SIGKILL)
      }
      let result = wait4(pid, &status, WNOHANG, &usage)
      if result == pid { break }
      if result == -1 && errno != EINTR {
        throw KitError.kit("waitpid failed for \(executable): \(String(cString: strerror(errno)))")
      }
    }
    if group {
      // Whatever the program left running in its group goes with it.
      _ = kill(-pid, SIGKILL)
    }
    pipes.drain { fresh, outputBytes in
      if stop == nil, !fresh.isEmpty, let reason = watch(clock.now - start, fresh, outputBytes) { stop = reason }
    }
    return CapturedRun(
      outcome: ProcessOutcome(termination: Self.termination(waitStatus: status), duration: clock.now - start),
      output: pipes.output, channels: pipes.channelBytes, stop: stop,
      maximumResidentBytes: Int(usage.ru_maxrss) * HostPlatform.current.residentSizeUnit,
      cpuSeconds: Self.cpuSeconds(usage))
  }

  /// How a process ended, from the status `wait4` reported: its exit code, or the signal that ended it.
  static func termination(waitStatus status: Int32) -> ProcessOutcome.Termination {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }

  /// The processor time, user and system, that `usage` records, in seconds.
  static func cpuSeconds(_ usage: rusage) -> Double {
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }

  /// Whether the program runs in a group (or session) of its own, so it is killed with everything it started.
  private var killsGroup: Bool { newProcessGroup || newSession || sandbox?.plan.newSession == true }

  /// A pipe the grader reads: the program's output (`channel == nil`) or one of its channels.
  private struct Reader {
    var descriptor: Int32
    var channel: Int32?
    var isClosed = false
  }

  /// The pipes `capture` reads, and what came through them: the output into a ring, every byte of each channel.
  private struct _PipeReading {
    var readers: [Reader]
    var output: OutputRing
    var channelBytes: [Int32: [UInt8]] = [:]
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(readers: [Reader], outputLimit: Int) {
      self.readers = readers
      self.output = OutputRing(capacity: outputLimit)
    }

    /// The bytes read so far, output and channels together.
    var bytesRead: Int { output.totalBytes + channelBytes.values.map(\.count).reduce(0, +) }

    /// Reads what is ready on every open pipe; returns the new channel bytes.
    mutating func pump(waitMilliseconds: Int32) -> [Int32: [UInt8]] {
      var fresh: [Int32: [UInt8]] = [:]
      var descriptors = readers.filter { !$0.isClosed }.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
      if descriptors.isEmpty {
        if waitMilliseconds > 0 { usleep(UInt32(waitMilliseconds) * 1000) }
        return fresh
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), waitMilliseconds)
      guard ready > 0 else { return fresh }
      for entry in descriptors where entry.revents != 0 {
        guard let index = readers.firstIndex(where: { $0.descriptor == entry.fd }) else { continue }
        let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if count <= 0 {
          if count == 0 || (errno != EAGAIN && errno != EINTR) { readers[index].isClosed = true }
          continue
        }
        let bytes = buffer[0..<count]
        if let channel = readers[index].channel {
          fresh[channel, default: []].append(contentsOf: bytes)
          channelBytes[channel, default: []].append(contentsOf: bytes)
        } else {
          output.append(bytes)
        }
      }
      return fresh
    }

    /// Reads what is still in the pipes once the program has ended, without waiting for a writer that escaped the
    /// group; `received` gets each batch of new channel bytes with the output byte count.
    mutating func drain(_ received: ([Int32: [UInt8]], Int) -> Void) {
      for index in readers.indices { _ = fcntl(readers[index].descriptor, F_SETFL, O_NONBLOCK) }
      var drained = 0
      while drained < 64, readers.contains(where: { !$0.isClosed }) {
        let before = bytesRead
        let fresh = pump(waitMilliseconds: 0)
        received(fresh, output.totalBytes)
        if bytesRead == before { break }
        drained += 1
      }
    }

    /// Closes every read end.
    func closeAll() {
      for reader in readers { close(reader.descriptor) }
    }
  }

  private func spawn() throws -> (pid: pid_t, readers: [Reader]) {
    var actions = _SpawnFileActions()
    var attributes = _SpawnAttributes()
    defer {
      posix_spawn_file_actions_destroy(&actions.value)
      posix_spawnattr_destroy(&attributes.value)
    }
    // Pipes are made and their write ends handed over under one lock, so no other child inherits a write end.
    spawnLock.lock()
    defer { spawnLock.unlock() }
    var pipes = _SpawnPipes(channelOwner: channelOwner)
    defer { pipes.closeWriteEnds() }
    try addFileActions(&actions, pipes: &pipes)
    setAttributes(&attributes)
    let program = launchedProgram
    let pid = try launch(program, actions: &actions, attributes: &attributes, pipes: pipes)
    try applyLimits(to: pid, of: program[0], pipes: pipes)
    // Registered before the lock is released, so the orphan reaper never takes a new child for an orphan.
    ChildRegistry.add(pid, group: killsGroup)
    return (pid, pipes.readers)
  }

  /// The pipes `spawn` makes: the read ends the grader keeps, the write ends closed once the child has its copies.
  private struct _SpawnPipes {
    /// The user that will own the channels' write ends.
    var channelOwner: UInt32?
    var readers: [Reader] = []
    var writeEnds: [Int32] = []

    /// Makes a pipe whose write end becomes the child's descriptor `target`.
    mutating func make(for target: Int32, channel: Int32?, actions: inout _SpawnFileActions) throws {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw KitError.kit("cannot make a pipe: \(String(cString: strerror(errno)))") }
      // Move both ends above the descriptors the child uses, close-on-exec, so `dup2` always clears the flag.
      let readEnd = fcntl(ends[0], F_DUPFD_CLOEXEC, 16)
      let writeEnd = fcntl(ends[1], F_DUPFD_CLOEXEC, 16)
      close(ends[0])
      close(ends[1])
      // On failure nothing made here stays open; the pipes made before are closed by the caller.
      func fail(_ message: String) -> KitError {
        for end in [readEnd, writeEnd] where end >= 0 { close(end) }
        return KitError.kit(message)
      }
      guard readEnd >= 0, writeEnd >= 0 else { throw fail("cannot set up a pipe") }
      if channel != nil, let owner = channelOwner, fchown(writeEnd, uid_t(owner), gid_t(owner)) != 0 {
        throw fail("cannot hand a pipe to the sandbox user")
      }
      readers.append(Reader(descriptor: readEnd, channel: channel))
      writeEnds.append(writeEnd)
      posix_spawn_file_actions_adddup2(&actions.value, writeEnd, target)
    }

    func closeReadEnds() {
      for reader in readers { close(reader.descriptor) }
    }

    func closeWriteEnds() {
      for descriptor in writeEnds { close(descriptor) }
    }
  }

  /// Standard input from `/dev/null`, output and error to their files or a pipe, a pipe per channel, the directory.
  private func addFileActions(_ actions: inout _SpawnFileActions, pipes: inout _SpawnPipes) throws {
    posix_spawn_file_actions_addopen(&actions.value, 0, "/dev/null", O_RDONLY, 0)
    if let outputPath {
      posix_spawn_file_actions_addopen(&actions.value, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    } else {
      try pipes.make(for: 1, channel: nil, actions: &actions)
    }
    if let errorPath {
      posix_spawn_file_actions_addopen(&actions.value, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    } else {
      posix_spawn_file_actions_adddup2(&actions.value, 1, 2)
    }
    for (descriptor, path) in inputs.sorted(by: { $0.key < $1.key }) where descriptor > 2 && !channels.contains(descriptor) {
      posix_spawn_file_actions_addopen(&actions.value, descriptor, path, O_RDONLY, 0)
    }
    for channel in channels where channel > 2 {
      do {
        try pipes.make(for: channel, channel: channel, actions: &actions)
      } catch {
        // The read ends of the pipes made so far (their write ends are closed by `spawn`).
        pipes.closeReadEnds()
        throw error
      }
    }
    if _addChdir(&actions.value, workingDirectory) != 0 {
      pipes.closeReadEnds()
      throw KitError.kit("cannot run \(executable) in \(workingDirectory)")
    }
  }

  /// Default signal handling, and a process group or session of the child's own.
  private func setAttributes(_ attributes: inout _SpawnAttributes) {
    // The grader ignores termination signals while it forwards them (see `ChildRegistry`); children get the defaults.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
    posix_spawnattr_setsigdefault(&attributes.value, &defaults)
    var flags = Int16(POSIX_SPAWN_SETSIGDEF)
    // The launcher starts a session of its own (a new group too); a group leader could not.
    if newSession {
      flags |= Int16(HostPlatform.current.spawnSessionFlag)
    } else if newProcessGroup && sandbox?.plan.newSession != true {
      flags |= Int16(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes.value, 0)
    }
    posix_spawnattr_setflags(&attributes.value, flags)
  }

  /// The command line started: the program and its arguments, or the launcher that applies the sandbox plan to them.
  private var launchedProgram: [String] {
    var program = [executable] + arguments
    if let sandbox {
      var plan = sandbox.plan
      plan.program = program
      program = [sandbox.launcher, SandboxPlan.command] + plan.arguments
    }
    return program
  }

  /// Starts `program` (found on `PATH` when its name has no `/`) with the environment; closes the read ends if it fails.
  private func launch(
    _ program: [String], actions: inout _SpawnFileActions, attributes: inout _SpawnAttributes, pipes: _SpawnPipes
  ) throws -> pid_t {
    let argv = program.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result =
      program[0].contains("/")
      ? posix_spawn(&pid, program[0], &actions.value, &attributes.value, argv, envp)
      : posix_spawnp(&pid, program[0], &actions.value, &attributes.value, argv, envp)
    guard result == 0 else {
      pipes.closeReadEnds()
      throw KitError.kit("cannot start \(program[0]): \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Sets `limits` on the new child; when one cannot be set, kills and reaps it and closes the read ends.
  private func applyLimits(to pid: pid_t, of name: String, pipes: _SpawnPipes) throws {
    for limit in limits where !setLimit(limit, of: pid) {
      _ = kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
      pipes.closeReadEnds()
      throw KitError.kit("cannot limit \(limit.resource.rawValue) of \(name): \(String(cString: strerror(errno)))")
    }
  }
}

/// What `ChildProcess.capture` saw: how the process ended, the end of its output, its channels, what it used.
package struct CapturedRun<Stop> {
  package var outcome: ProcessOutcome
  package var output: OutputRing
  /// Every byte each channel delivered.
  var channels: [Int32: [UInt8]]
  /// Why the watcher stopped the process, when it did.
  package var stop: Stop?
  /// The most memory the process held at once.
  var maximumResidentBytes: Int
  var cpuSeconds: Double

  /// The output as text, invalid UTF-8 replaced.
  package var outputText: String { String(decoding: output.bytes, as: UTF8.self) }
}

extension CapturedRun: Sendable where Stop: Sendable {}

/// Serializes spawns, so a pipe's write end is never inherited by another child and every child is registered before
/// anyone looks for orphans.
let spawnLock = NSLock()

extension ChildProcess {
  /// Runs `body` while no child is being started. Write a program file (and close it) inside: a child started by
  /// another thread meanwhile would inherit the open file, and until that child runs its own program, starting the
  /// new one fails with "Text file busy" (ETXTBSY).
  package static func withoutSpawning<Value>(_ body: () throws -> Value) rethrows -> Value {
    spawnLock.lock()
    defer { spawnLock.unlock() }
    return try body()
  }
}

#if canImport(Glibc)
private typealias _FileActionsPointer = UnsafeMutablePointer<posix_spawn_file_actions_t>
#else
private typealias _FileActionsPointer = UnsafeMutablePointer<posix_spawn_file_actions_t?>
#endif

/// `posix_spawn_file_actions_addchdir_np`, looked up at run time because Glibc's Swift overlay does not export it.
private let _addChdirFunction: (@convention(c) (_FileActionsPointer, UnsafePointer<CChar>) -> Int32)? = {
  guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "posix_spawn_file_actions_addchdir_np") else {
    return nil
  }
  return unsafeBitCast(symbol, to: (@convention(c) (_FileActionsPointer, UnsafePointer<CChar>) -> Int32).self)
}()

/// Adds a change of directory to `actions`; fails when the C library cannot do it.
private func _addChdir(_ actions: _FileActionsPointer, _ path: String) -> Int32 {
  guard let function = _addChdirFunction else { return -1 }
  return function(actions, path)
}

/// Owns a `posix_spawn_file_actions_t` for one spawn.
private struct _SpawnFileActions {
  #if canImport(Glibc)
  package var value = posix_spawn_file_actions_t()
  #else
  package var value: posix_spawn_file_actions_t? = nil
  #endif
  package init() { posix_spawn_file_actions_init(&value) }
}

/// Owns a `posix_spawnattr_t` for one spawn.
private struct _SpawnAttributes {
  #if canImport(Glibc)
  package var value = posix_spawnattr_t()
  #else
  package var value: posix_spawnattr_t? = nil
  #endif
  package init() { posix_spawnattr_init(&value) }
}
