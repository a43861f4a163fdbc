import Foundation

/// A flag that any task may raise and any task may read: 任何任务都可以设置和读取的标志。
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  /// Whether the flag is up: 标志是否已设置。
  var isRaised: Bool {
    lock.withLock { raised }
  }

  /// Raises the flag: 设置标志。
  func raise() {
    lock.withLock { raised = true }
  }
}
