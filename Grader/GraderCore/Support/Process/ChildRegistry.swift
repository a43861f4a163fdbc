import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child processes and sandbox users active right now, so that an interrupted grader can stop them before it exits.
///
/// Test processes and builds run in process groups of their own (so a hung test can be killed with everything it
/// started); that also means a terminal's Ctrl-C no longer reaches them. `forwardTerminationSignals()` restores that:
/// on SIGINT, SIGTERM or SIGHUP the grader kills every registered group and every process of a registered sandbox user,
/// and exits.
package enum ChildRegistry {
  private static let state = _State()

  package static func add(_ pid: pid_t, group: Bool = true) { state.update { $0.pids[pid] = group } }
  static func remove(_ pid: pid_t) { state.update { $0.pids[pid] = nil } }
  static func addUser(_ uid: UInt32) { state.update { $0.users.insert(uid) } }
  static func removeUser(_ uid: UInt32) { state.update { $0.users.remove(uid) } }

  /// The registered children, which are not orphans to clean up.
  static var children: Set<pid_t> { Set(state.snapshot().pids.keys) }

  /// Kills every registered child's process group and every process of a registered sandbox user.
  package static func killAll() {
    let snapshot = state.snapshot()
    for (pid, group) in snapshot.pids { _ = kill(group ? -pid : pid, SIGKILL) }
    for uid in snapshot.users { ProcessTable.killProcesses(ofUser: uid, platform: .current) }
  }

  /// Makes SIGINT, SIGTERM and SIGHUP kill the registered children, then end the grader with status 128 + signal.
  package static func forwardTerminationSignals() {
    for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        killAll()
        exit(128 + signalNumber)
      }
      source.resume()
      state.keep(source)
    }
  }

  /// What is registered.
  private struct Contents {
    /// Each child, and whether it leads a process group of its own.
    var pids: [pid_t: Bool] = [:]
    var users: Set<UInt32> = []
  }

  /// The registry's storage, guarded by a lock.
  private final class _State: @unchecked Sendable {
    private let lock = NSLock()
    private var contents = Contents()
    private var sources: [any DispatchSourceSignal] = []

    func update(_ body: (inout Contents) -> Void) {
      lock.lock()
      defer { lock.unlock() }
      body(&contents)
    }

    func snapshot() -> Contents {
      lock.lock()
      defer { lock.unlock() }
      return contents
    }

    func keep(_ source: any DispatchSourceSignal) {
      lock.lock()
      defer { lock.unlock() }
      sources.append(source)
    }
  }
}
