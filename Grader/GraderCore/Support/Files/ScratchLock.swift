#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps two grader runs of one kit from building and running in the same scratch folder at once (`grader watch` and a
/// `grader` in another terminal, or two terminals): the second waits for the first, and says so, instead of finding
/// the test program gone halfway through.
///
/// An advisory lock (`flock`) on a file next to the scratch folder, released when the lock is dropped or the process
/// ends, however it ends; test processes do not inherit it.
package final class ScratchLock {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    _ = flock(descriptor, LOCK_UN)
    _ = close(descriptor)
  }

  /// Takes the lock at `path`, calling `waiting` once first when another run holds it.
  package static func acquire(path: String, waiting: () -> Void) throws -> ScratchLock {
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw KitError.kit("cannot open the lock file \(path) (errno \(errno))") }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      waiting()
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          _ = close(descriptor)
          throw KitError.kit("cannot lock \(path) (errno \(errno))")
        }
      }
    }
    return ScratchLock(descriptor: descriptor)
  }
}
