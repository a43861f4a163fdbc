import Foundation

/// A flag that a `@Sendable` closure may raise: 可以在 `@Sendable` 闭包里设置的标志。
///
/// `withObservationTracking`'s `onChange` is `@Sendable`, so it cannot change a captured `var`; it raises this instead.
/// `withObservationTracking` 的 `onChange` 是 `@Sendable` 的，不能修改捕获的 `var`，所以改为设置这个标志。
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
