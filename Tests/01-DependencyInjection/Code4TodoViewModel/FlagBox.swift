import Foundation

/// A thread-safe flag that `@Sendable` callbacks can raise: 可在 `@Sendable` 回调中安全设置的标志。
final class FlagBox: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  /// Whether the flag has been raised: 标志是否已被设置。
  var isRaised: Bool {
    lock.withLock { raised }
  }

  /// Raises the flag: 设置标志。
  func raise() {
    lock.withLock { raised = true }
  }
}
