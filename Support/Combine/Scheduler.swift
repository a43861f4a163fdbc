/// Something that runs actions now or later: a dispatch queue, a run loop, or at once.
///
/// 调度器：现在或稍后执行动作（调度队列、RunLoop，或立即执行）。`receive(on:)` 和 `debounce` 用它。
public protocol Scheduler<SchedulerTimeType> {
  /// This scheduler's notion of time.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// Options of this scheduler's actions.
  associatedtype SchedulerOptions

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }

  /// The smallest tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` at or after `date`.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)

  /// Runs `action` at `date`, then every `interval`, until cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` at or after `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` at or after `date`, within `tolerance`.
  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }
}

/// A scheduler time interval that can be written in seconds, milliseconds, …
///
/// 可以用秒、毫秒等表示的调度时间间隔。
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}
