import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run with its output captured in a file, optionally in its own process group under a hard timeout.
///
/// A new process group lets the grader kill a hung test together with anything it started.
struct ChildProcess: Sendable {
  var executable: String
  var arguments: [String]
  var environment: [String: String]
  var workingDirectory: String
  /// The file that receives standard output (and standard error, unless `errorPath` is set), truncated first.
  var outputPath: String
  /// A separate file for standard error, truncated first.
  var errorPath: String? = nil
  var newProcessGroup = true

  /// Starts the program and waits for it, killing its process group once `timeout` has passed.
  ///
  /// `poll` is called about every 20 ms while the program runs, for progress reports.
  func run(timeout: Duration? = nil, poll: () -> Void = {}) throws -> ProcessOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    let pid = try spawn()
    if newProcessGroup { ChildRegistry.add(pid) }
    defer { if newProcessGroup { ChildRegistry.remove(pid) } }
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      if result == -1 && errno != EINTR {
        throw KitError.kit("waitpid failed for \(executable): \(String(cString: strerror(errno)))")
      }
      if let timeout, clock.now - start > timeout {
        _ = kill(newProcessGroup ? -pid : pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return ProcessOutcome(termination: .timedOut, duration: clock.now - start)
      }
      poll()
      usleep(20_000)
    }
    if newProcessGroup {
      // Whatever the program left running in its group goes with it.
      _ = kill(-pid, SIGKILL)
    }
    let signal = status & 0x7f
    let termination: ProcessOutcome.Termination =
      signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    return ProcessOutcome(termination: termination, duration: clock.now - start)
  }

  private func spawn() throws -> pid_t {
    var actions = _SpawnFileActions()
    var attributes = _SpawnAttributes()
    defer {
      posix_spawn_file_actions_destroy(&actions.value)
      posix_spawnattr_destroy(&attributes.value)
    }
    posix_spawn_file_actions_addopen(&actions.value, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions.value, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if let errorPath {
      posix_spawn_file_actions_addopen(&actions.value, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    } else {
      posix_spawn_file_actions_adddup2(&actions.value, 1, 2)
    }
    if _addChdir(&actions.value, workingDirectory) != 0 {
      throw KitError.kit("cannot run \(executable) in \(workingDirectory)")
    }
    // The grader ignores termination signals while it forwards them (see `ChildRegistry`); children get the defaults.
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
    posix_spawnattr_setsigdefault(&attributes.value, &defaults)
    var flags = Int16(POSIX_SPAWN_SETSIGDEF)
    if newProcessGroup {
      flags |= Int16(POSIX_SPAWN_SETPGROUP)
      posix_spawnattr_setpgroup(&attributes.value, 0)
    }
    posix_spawnattr_setflags(&attributes.value, flags)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result =
      executable.contains("/")
      ? posix_spawn(&pid, executable, &actions.value, &attributes.value, argv, envp)
      : posix_spawnp(&pid, executable, &actions.value, &attributes.value, argv, envp)
    guard result == 0 else {
      throw KitError.kit("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    return pid
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
  var value = posix_spawn_file_actions_t()
  #else
  var value: posix_spawn_file_actions_t? = nil
  #endif
  init() { posix_spawn_file_actions_init(&value) }
}

/// Owns a `posix_spawnattr_t` for one spawn.
private struct _SpawnAttributes {
  #if canImport(Glibc)
  var value = posix_spawnattr_t()
  #else
  var value: posix_spawnattr_t? = nil
  #endif
  init() { posix_spawnattr_init(&value) }
}
