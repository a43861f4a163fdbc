/// The operating-system family the grader runs on, passed as a value.
///
/// Everything the grader does differently on a Mac takes the platform as a parameter instead of asking the compiler, so
/// the kit's tests run the Apple code paths on Linux too. `current` is the one place that asks the compiler.
public enum HostPlatform: String, Sendable, CaseIterable {
  case linux
  case darwin

  /// The platform this grader was compiled for.
  public static var current: HostPlatform {
    #if os(Linux)
    .linux
    #else
    .darwin
    #endif
  }

  /// What the object-file format puts before a symbol's name (Mach-O: `_`, ELF: nothing).
  var symbolPrefix: String { self == .darwin ? "_" : "" }

  /// Bytes per unit of `rusage.ru_maxrss`: kilobytes on Linux, bytes on Darwin.
  var residentSizeUnit: Int { self == .darwin ? 1 : 1024 }

  /// Whether the process table can be read from `/proc` (to find a test's orphaned descendants and a user's processes).
  var hasProcFileSystem: Bool { self == .linux }

  /// Whether a process can adopt its orphaned descendants (`PR_SET_CHILD_SUBREAPER`), so that none outlives its test.
  var canAdoptOrphans: Bool { self == .linux }

  /// Whether `RLIMIT_DATA` bounds the heap (Linux counts every private writable mapping; Darwin does not enforce it).
  var limitsHeapSize: Bool { self == .linux }

  /// Whether the launcher can ask the kernel to kill the test when the grader dies (`PR_SET_PDEATHSIG`) and to refuse
  /// set-user-ID programs (`PR_SET_NO_NEW_PRIVS`).
  var hasProcessControl: Bool { self == .linux }

  /// `POSIX_SPAWN_SETSID`: glibc's value, and Darwin's (macOS 10.15 and later).
  var spawnSessionFlag: Int32 { self == .darwin ? 0x400 : 0x80 }

  /// Whether the grader can set a child's limits from outside (`prlimit`), so a test needs no launcher for them.
  var canLimitOtherProcesses: Bool { self == .linux }

  /// World-writable folders where a test could leave files behind.
  var sharedTemporaryFolders: [String] {
    // `/run/lock` is writable by everyone on Debian and Ubuntu, the swift images' systems.
    self == .linux ? ["/tmp", "/var/tmp", "/dev/shm", "/run/lock"] : ["/private/tmp", "/private/var/tmp"]
  }
}
