#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The launcher side of `SandboxPlan`: applies the plan to this process with plain C calls, then becomes the test.
///
/// It runs in the child between `posix_spawn` and the test's `exec`, so it touches nothing but the C library: no
/// Foundation, no threads. Any step that fails ends the process with `failureStatus` and a line on standard error, so
/// a test never runs with less protection than planned.
public enum SandboxLauncher {
  /// The exit status of a launcher that could not apply its plan or start the test.
  public static let failureStatus: Int32 = 125

  /// `unshare` flags: a new System V IPC namespace (`CLONE_NEWIPC`), and with it a new network (`CLONE_NEWNET`).
  static let ipcOnly: Int32 = 0x0800_0000
  static let ipcAndNetwork: Int32 = 0x0800_0000 | 0x4000_0000

  /// The hidden first argument that selects the launcher.
  public static var command: String { SandboxPlan.command }

  /// Applies the plan in `arguments` (what follows `command`) and `exec`s the program; never returns.
  public static func main(_ arguments: [String]) -> Never {
    guard let plan = SandboxPlan(parsing: arguments) else { fail("malformed arguments") }
    apply(plan)
    let argv = plan.program.map { strdup($0) } + [nil]
    execv(plan.program[0], argv)
    fail("cannot run \(plan.program[0])")
  }

  /// The C library's number for a resource, as `prlimit` and `setrlimit` take it.
  static func resourceNumber(_ resource: SandboxPlan.Resource) -> Int32 {
    Int32(truncatingIfNeeded: number(of: resource))
  }

  /// Performs every step of `plan` but the `exec`.
  static func apply(_ plan: SandboxPlan) {
    if plan.newSession, setsid() == -1 { fail("setsid") }
    for limit in plan.limits {
      var current = rlimit()
      let resource = number(of: limit.resource)
      if getrlimit(resource, &current) != 0 { fail("getrlimit \(limit.resource.rawValue)") }
      // An unprivileged process cannot raise its hard limit: never ask for more than it already has.
      let wanted = rlim_t(max(0, limit.value))
      var new = rlimit(rlim_cur: min(wanted, current.rlim_max), rlim_max: min(wanted, current.rlim_max))
      if setrlimit(resource, &new) != 0 { fail("setrlimit \(limit.resource.rawValue)") }
    }
    // While still privileged: a namespace of its own, so no IPC object outlives the test or reaches the next one; and,
    // where the kernel gives one, a network of its own (only a loopback that is down), so no socket reaches another
    // student's test running beside it (an abstract Unix socket, a port on localhost) or leaves the machine.
    if plan.newIPCNamespace, unshareNamespaces(Self.ipcAndNetwork) != 0, unshareNamespaces(Self.ipcOnly) != 0 {
      fail("unshare(CLONE_NEWIPC)")
    }
    if let user = plan.user {
      if setgroups(0, nil) != 0 { fail("setgroups") }
      if setgid(gid_t(user.gid)) != 0 { fail("setgid \(user.gid)") }
      if setuid(uid_t(user.uid)) != 0 { fail("setuid \(user.uid)") }
      if getuid() != uid_t(user.uid) || geteuid() != uid_t(user.uid) { fail("the user did not change") }
    }
    // After the change of user, which clears the parent-death signal.
    if plan.noNewPrivileges, processControl(38, 1) != 0 { fail("PR_SET_NO_NEW_PRIVS") }
    if let parent = plan.parent {
      if processControl(1, UInt(SIGKILL)) != 0 { fail("PR_SET_PDEATHSIG") }
      // The grader may have died before the signal was armed.
      if getppid() != parent { fail("the grader is gone") }
    }
  }

  private static func fail(_ step: String) -> Never {
    let message = "grader sandbox: \(step) failed: \(String(cString: strerror(errno)))\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    _exit(failureStatus)
  }

  /// The C library's number for a resource.
  private static func number(of resource: SandboxPlan.Resource) -> _ResourceNumber {
    let value: Int32 =
      switch resource {
      case .core: Int32(_value(RLIMIT_CORE))
      case .fileSize: Int32(_value(RLIMIT_FSIZE))
      case .openFiles: Int32(_value(RLIMIT_NOFILE))
      case .cpu: Int32(_value(RLIMIT_CPU))
      case .processes: Int32(_value(_processLimit))
      case .data: Int32(_value(RLIMIT_DATA))
      }
    return _ResourceNumber(value)
  }
}

#if canImport(Glibc)
private typealias _ResourceNumber = __rlimit_resource_t
private func _value(_ resource: __rlimit_resource) -> UInt32 { resource.rawValue }
/// Glibc's Swift overlay exports this one only under its internal name.
private let _processLimit = __RLIMIT_NPROC
#else
private typealias _ResourceNumber = Int32
private func _value(_ resource: Int32) -> Int32 { resource }
private let _processLimit = RLIMIT_NPROC
#endif

/// Sets `limit` (soft and hard, never above the current hard limit) on another process (`prlimit`, Linux); false when
/// it could not, or elsewhere.
func setLimit(_ limit: SandboxPlan.Limit, of pid: pid_t) -> Bool {
  guard let function = _processLimitFunction else { return false }
  var current = rlimit()
  let resource = SandboxLauncher.resourceNumber(limit.resource)
  guard function(pid, resource, nil, &current) == 0 else { return false }
  let wanted = min(rlim_t(max(0, limit.value)), current.rlim_max)
  var new = rlimit(rlim_cur: wanted, rlim_max: wanted)
  return function(pid, resource, &new, nil) == 0
}

private let _processLimitFunction: (@convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32)? = {
  #if os(Linux)
  guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prlimit") else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32).self)
  #else
  return nil
  #endif
}()

/// `prctl(option, value, 0, 0, 0)` on Linux, looked up at run time because Swift cannot call C variadic functions.
///
/// Elsewhere it fails: plans for other platforms never ask for it.
func processControl(_ option: Int32, _ value: UInt) -> Int32 {
  guard let function = _processControlFunction else { return -1 }
  return function(option, value, 0, 0, 0)
}

private let _processControlFunction: (@convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32)? = {
  #if os(Linux)
  guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "prctl") else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32).self)
  #else
  return nil
  #endif
}()

/// `unshare(flags)` on Linux, looked up at run time (the Glibc overlay does not always export it); fails elsewhere.
func unshareNamespaces(_ flags: Int32) -> Int32 {
  guard let function = _unshareFunction else { return -1 }
  return function(flags)
}

private let _unshareFunction: (@convention(c) (Int32) -> Int32)? = {
  #if os(Linux)
  guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "unshare") else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
  #else
  return nil
  #endif
}()
