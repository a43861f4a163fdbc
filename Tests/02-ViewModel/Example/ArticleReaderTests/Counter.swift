import Foundation

/// A count that a `@Sendable` closure may increase: 可以在 `@Sendable` 闭包里增加的计数。
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The count so far: 目前的计数。
  var value: Int {
    lock.withLock { count }
  }

  /// Adds one: 加一。
  func increment() {
    lock.withLock { count += 1 }
  }
}
