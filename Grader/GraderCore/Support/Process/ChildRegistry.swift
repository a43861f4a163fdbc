import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child processes running right now, so that an interrupted grader can stop them before it exits.
///
/// Test processes and builds run in process groups of their own (so a hung test can be killed with everything it
/// started); that also means a terminal's Ctrl-C no longer reaches them. `forwardTerminationSignals()` restores that:
/// on SIGINT, SIGTERM or SIGHUP the grader kills every registered group and exits.
enum ChildRegistry {
  private static let state = _State()

  static func add(_ pid: pid_t) { state.update { $0.insert(pid) } }
  static func remove(_ pid: pid_t) { state.update { $0.remove(pid) } }

  /// Kills every registered child's process group.
  static func killAll() {
    for pid in state.snapshot() { _ = kill(-pid, SIGKILL) }
  }

  /// Makes SIGINT, SIGTERM and SIGHUP kill the registered children, then end the grader with status 128 + signal.
  static func forwardTerminationSignals() {
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

  /// The registry's storage, guarded by a lock.
  private final class _State: @unchecked Sendable {
    private let lock = NSLock()
    private var pids: Set<pid_t> = []
    private var sources: [any DispatchSourceSignal] = []

    func update(_ body: (inout Set<pid_t>) -> Void) {
      lock.lock()
      defer { lock.unlock() }
      body(&pids)
    }

    func snapshot() -> Set<pid_t> {
      lock.lock()
      defer { lock.unlock() }
      return pids
    }

    func keep(_ source: any DispatchSourceSignal) {
      lock.lock()
      defer { lock.unlock() }
      sources.append(source)
    }
  }
}
