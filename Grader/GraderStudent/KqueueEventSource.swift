#if canImport(Darwin)
import Darwin
import GraderCore

/// Vnode events from the BSD kernel queue (kqueue(2), `EVFILT_VNODE`), for `VnodeWatcher` on Apple platforms.
///
/// Each watched file or folder is opened with `O_EVTONLY` (which does not keep a volume from unmounting) and registered
/// with `EV_CLEAR`, so an event is reported once per change. Closing the descriptor removes its registration.
final class KqueueEventSource: VnodeEventSource, @unchecked Sendable {
  private let queue: Int32

  /// A new kernel queue; `nil` when one cannot be made.
  package init?() {
    queue = kqueue()
    guard queue >= 0 else { return nil }
  }

  deinit { close(queue) }

  func watch(_ path: String) -> Int32? {
    let descriptor = open(path, O_EVTONLY)
    guard descriptor >= 0 else { return nil }
    var change = kevent()
    change.ident = UInt(descriptor)
    change.filter = Int16(EVFILT_VNODE)
    change.flags = UInt16(EV_ADD | EV_ENABLE | EV_CLEAR)
    change.fflags = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_DELETE | NOTE_RENAME | NOTE_ATTRIB | NOTE_LINK | NOTE_REVOKE)
    guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  func unwatch(_ handle: Int32) {
    close(handle)
  }

  func wait(timeout: Duration) -> [Int32] {
    var events = Array(repeating: kevent(), count: 64)
    let nanoseconds = timeout.components.attoseconds / 1_000_000_000
    var limit = timespec(tv_sec: Int(timeout.components.seconds), tv_nsec: Int(nanoseconds))
    let count = kevent(queue, nil, 0, &events, Int32(events.count), &limit)
    guard count > 0 else { return [] }
    return events.prefix(Int(count)).map { Int32(truncatingIfNeeded: $0.ident) }
  }
}
#endif
