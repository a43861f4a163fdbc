internal import Foundation

/// The lock the stand-in guards its shared state with (not part of Combine's API).
///
/// Combine's subjects and subscriptions may be used from several threads, so the stand-in's are too.
/// Values are always delivered outside the lock, so a subscriber may send or cancel from inside its closure.
final class _Lock: @unchecked Sendable {
  private let lock = NSLock()

  /// Runs `body` while holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
