import Dispatch
public import Foundation

extension RunLoop: Scheduler {
  /// A moment on the wall clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment.
    public var date: Date

    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }

    /// A signed interval between two moments, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Hashable, Sendable
    {
      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// The interval in seconds.
      public var timeInterval: TimeInterval {
        magnitude
      }

      public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
      }

      public init(integerLiteral value: Int) {
        magnitude = TimeInterval(value)
      }

      public init(floatLiteral value: Double) {
        magnitude = value
      }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// Options of a run loop's actions (none).
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType {
    SchedulerTimeType(Date())
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    SchedulerTimeType.Stride(0)
  }

  /// The stand-in runs the main run loop's actions on the main dispatch queue, which is the main thread, as Apple's
  /// main run loop is; other run loops run them when they next run (`perform(_:)`).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = _UncheckedAction(action)
    if self === RunLoop.main {
      DispatchQueue.main.async { work.run() }
    } else {
      perform { work.run() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = _UncheckedAction(action)
    let delay = max(0, date.date.timeIntervalSinceNow)
    if self === RunLoop.main {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { work.run() }
    } else {
      add(Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }, forMode: .default)
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let work = _UncheckedAction(action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.run() }
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}

/// A scheduler that runs every action at once, on the current thread.
///
/// 立即调度器：在当前线程上马上执行动作。
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The immediate scheduler's time, which never advances.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(nanoseconds: 0) }
    public func advanced(by n: Stride) -> SchedulerTimeType { self }

    /// An interval, which this scheduler ignores.
    public struct Stride: _NanosecondStride {
      public var magnitude: Int

      public init(nanoseconds: Int) {
        magnitude = nanoseconds
      }
    }
  }

  public typealias SchedulerOptions = Never

  /// The shared immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(nanoseconds: 0) }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
