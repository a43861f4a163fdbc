import Dispatch
import Foundation

/// Tells, without crashing, whether the current code runs on the main actor. 不会崩溃地判断当前代码是否运行在主 actor 上。
///
/// The main actor runs its jobs on the main dispatch queue, so a value attached to that queue is visible exactly there.
/// (On Linux that queue may be drained by a thread other than the process's first one, so `Thread.isMainThread`
/// alone is not enough.) 主 actor 的任务在主调度队列上执行，所以挂在这个队列上的值只在那里可见。
/// （Linux 上主队列可能由进程第一个线程之外的线程执行，单看 `Thread.isMainThread` 不够。）
enum MainActorProbe {
  private static let key = DispatchSpecificKey<UInt8>()

  /// Marks the main queue; call once before probing (calling again does no harm). 给主队列做标记；探测前调用一次（重复调用无害）。
  static func install() {
    DispatchQueue.main.setSpecific(key: key, value: 1)
  }

  /// Whether the caller runs on the main queue, that is on the main actor: 调用者是否运行在主队列上，即主 actor 上。
  static var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == 1
  }
}
