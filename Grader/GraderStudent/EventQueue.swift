import Foundation
import GraderCore

/// A blocking first-in, first-out queue that threads hand events to one consumer through.
package final class EventQueue<Event: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [Event] = []

  /// Adds `event` and wakes the consumer.
  package func push(_ event: Event) {
    condition.lock()
    events.append(event)
    condition.signal()
    condition.unlock()
  }

  /// The oldest event, waiting for one at most `timeout`; `nil` when none came.
  package func next(timeout: Duration) -> Event? {
    let deadline = Date().addingTimeInterval(PollingWatcher.seconds(timeout))
    condition.lock()
    defer { condition.unlock() }
    while events.isEmpty {
      if !condition.wait(until: deadline) { break }
    }
    return events.isEmpty ? nil : events.removeFirst()
  }
}
