import Foundation

/// The `objectWillChange` notices a check received, each tagged with the step of the check it came in.
/// 检查收到的 `objectWillChange` 通知，每条都标明它出现在检查的哪一步。
final class NoticeLog: @unchecked Sendable {
  /// One notice: the step, whether it came on the main actor, and (if it did) the state at that moment.
  /// 一条通知：所在的步骤、是否在主 actor 上，以及（在主 actor 上时）那一刻的状态。
  struct Notice: Sendable {
    var step: String
    var onMainActor: Bool
    var snapshot: InboxSnapshot?
  }

  private let lock = NSLock()
  private var step = ""
  private var stored: [Notice] = []

  /// Every notice so far, in order: 目前为止的全部通知，按顺序。
  var notices: [Notice] {
    lock.withLock { stored }
  }

  /// The notices of one step, in order: 某一步的通知，按顺序。
  func notices(in step: String) -> [Notice] {
    notices.filter { $0.step == step }
  }

  /// Tags the notices that follow with `step`: 之后的通知都标上 `step`。
  func begin(_ step: String) {
    lock.withLock { self.step = step }
  }

  /// Records a notice in the current step: 在当前步骤里记录一条通知。
  func record(onMainActor: Bool, snapshot: InboxSnapshot?) {
    lock.withLock { stored.append(Notice(step: step, onMainActor: onMainActor, snapshot: snapshot)) }
  }
}
