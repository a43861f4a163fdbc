import Foundation

/// The `objectWillChange` notices a check received, each tagged with the step it came in and where it ran.
/// 检查收到的 `objectWillChange` 通知，每条都标明所在的步骤和运行的位置。
final class NoticeLog: @unchecked Sendable {
  /// One notice: the step and whether it came on the main actor. 一条通知：所在的步骤，以及是否在主 actor 上。
  struct Notice: Sendable {
    var step: String
    var onMainActor: Bool
  }

  private let lock = NSLock()
  private var step = ""
  private var stored: [Notice] = []

  /// The notices of one step, in order: 某一步的通知，按顺序。
  func notices(in step: String) -> [Notice] {
    lock.withLock { stored.filter { $0.step == step } }
  }

  /// Tags the notices that follow with `step`: 之后的通知都标上 `step`。
  func begin(_ step: String) {
    lock.withLock { self.step = step }
  }

  /// Records a notice in the current step: 在当前步骤里记录一条通知。
  func record(onMainActor: Bool) {
    lock.withLock { stored.append(Notice(step: step, onMainActor: onMainActor)) }
  }
}
