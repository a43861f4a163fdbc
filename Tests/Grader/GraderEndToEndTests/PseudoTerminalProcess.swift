#if os(Linux)
import Foundation
import Glibc
@testable import GraderCore

/// A program run in a real pseudo-terminal, as a student runs it: its standard input, output and error are the
/// terminal, in a session of its own. The test types into it and reads the screen it draws.
final class PseudoTerminalProcess: @unchecked Sendable {
  let pid: pid_t
  private let primary: Int32
  private let lock = NSLock()
  private var received = Data()
  private var exitStatus: Int32?

  /// Starts `executable` with `arguments` in `directory`, on a terminal of `columns` × `rows`.
  init(
    executable: String, arguments: [String], environment: [String: String], directory: String,
    columns: UInt16 = 110, rows: UInt16 = 50
  ) throws {
    primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard primary >= 0, Self.call("grantpt", primary) == 0, Self.call("unlockpt", primary) == 0,
      let secondary = Self.secondaryName(primary)
    else { throw PseudoTerminalError.unavailable }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)

    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // In a new session, opening the terminal makes it the controlling one.
    posix_spawn_file_actions_addopen(&actions, 0, secondary, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, primary)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF) | Self.setSessionFlag)
    let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, executable] + arguments
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // Started and registered as the grader's own children are: other tests in this process reap children they do not
    // know (the orphans a grading leaves), and this one, in a session of its own, would look like one.
    var child: pid_t = 0
    let started = ChildProcess.withoutSpawning {
      guard posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp) == 0 else { return false }
      ChildRegistry.add(child)
      return true
    }
    guard started else { throw PseudoTerminalError.unavailable }
    pid = child
    Thread { [self] in readUntilClosed() }.start()
  }

  deinit { close(primary) }

  /// glibc's `POSIX_SPAWN_SETSID`, which its Swift overlay does not export.
  private static let setSessionFlag: Int16 = 0x80

  /// Types `text`.
  func type(_ text: String) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(primary, $0.baseAddress, $0.count - 1) }
  }

  /// Everything the program printed so far, without colour and cursor escapes.
  var transcript: String {
    lock.lock()
    defer { lock.unlock() }
    return Self.plain(String(decoding: received, as: UTF8.self))
  }

  /// The screen drawn last: what followed the last "clear screen".
  var screen: String {
    lock.lock()
    let text = String(decoding: received, as: UTF8.self)
    lock.unlock()
    let last = text.range(of: "\u{1B}[2J", options: .backwards).map { String(text[$0.upperBound...]) } ?? text
    return Self.plain(last)
  }

  /// Waits until the last screen satisfies `condition`; false after `timeout`.
  /// The waits suspend rather than block: a test waiting here holds no thread of the cooperative pool.
  func waitForScreen(timeout: Duration, _ condition: (String) -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if condition(screen) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return condition(screen)
  }

  /// Waits for the program to end; its exit status, or nil after `timeout` (it is then killed).
  func waitForExit(timeout: Duration) async -> Int32? {
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    while ContinuousClock.now < deadline {
      if waitpid(pid, &status, WNOHANG) == pid {
        ChildRegistry.remove(pid)
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
      }
      try? await Task.sleep(for: .milliseconds(50))
    }
    stop()
    return nil
  }

  /// Kills the program and its session.
  func stop() {
    _ = kill(-pid, SIGKILL)
    _ = kill(pid, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    ChildRegistry.remove(pid)
  }

  private func readUntilClosed() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(primary, &buffer, buffer.count)
      if count <= 0 {
        if count < 0 && errno == EINTR { continue }
        return
      }
      lock.lock()
      received.append(contentsOf: buffer[0..<count])
      lock.unlock()
    }
  }

  /// `text` without ANSI escape sequences and carriage returns.
  static func plain(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for character in text {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character.isLetter { inEscape = false }
      } else if character != "\r" {
        result.append(character)
      }
    }
    return result
  }

  private static func call(_ name: String, _ descriptor: Int32) -> Int32 {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, name) else { return -1 }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)(descriptor)
  }

  private static func secondaryName(_ descriptor: Int32) -> String? {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "ptsname") else { return nil }
    let function = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    return function(descriptor).map { String(cString: $0) }
  }
}

enum PseudoTerminalError: Error {
  case unavailable
}
#endif
