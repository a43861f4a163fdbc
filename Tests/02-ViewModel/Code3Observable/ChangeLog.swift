import Foundation

/// A thread-safe list of the change notifications a check received: 检查收到的变化通知列表，可在任意线程写入。
final class ChangeLog: @unchecked Sendable {
  /// One notification: which observation fired, and whether it ran on the main actor. 一条通知：哪个观察被触发、是否在主 actor 上。
  struct Entry: Sendable {
    var name: String
    var onMainActor: Bool
  }

  private let lock = NSLock()
  private var stored: [Entry] = []

  /// Every notification so far, in order: 目前为止的全部通知，按顺序。
  var entries: [Entry] {
    lock.withLock { stored }
  }

  /// Records a notification: 记录一条通知。
  func record(_ name: String, onMainActor: Bool) {
    lock.withLock { stored.append(Entry(name: name, onMainActor: onMainActor)) }
  }

  /// Whether the observation called `name` has fired: 名为 `name` 的观察是否已经触发。
  func fired(_ name: String) -> Bool {
    entries.contains { $0.name == name }
  }
}
