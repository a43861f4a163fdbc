import Dispatch

extension DispatchQueue: Scheduler {
  /// A moment on the dispatch clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The moment.
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(nanoseconds: Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let base = Int64(clamping: dispatchTime.uptimeNanoseconds)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, base + Int64(n.magnitude)))))
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// A signed interval between two moments, in nanoseconds.
    public struct Stride: _NanosecondStride {
      /// The interval in nanoseconds.
      public var magnitude: Int

      public init(nanoseconds: Int) {
        magnitude = nanoseconds
      }

      /// The interval `timeInterval` stands for.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s * 1_000_000_000
        case .milliseconds(let ms): magnitude = ms * 1_000_000
        case .microseconds(let us): magnitude = us * 1_000
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }
    }
  }

  /// Options of a dispatch queue's actions.
  public struct SchedulerOptions {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType {
    SchedulerTimeType(.now())
  }

  public var minimumTolerance: SchedulerTimeType.Stride {
    SchedulerTimeType.Stride(nanoseconds: 0)
  }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = _UncheckedAction(action)
    async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    let work = _UncheckedAction(action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let timer = DispatchSource.makeTimerSource(queue: self)
    let work = _UncheckedAction(action)
    timer.setEventHandler { work.run() }
    timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(interval.magnitude))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

/// An action handed to Dispatch, which wants `@Sendable` closures; Combine's schedulers take plain ones, and the
/// caller is responsible for what the action touches, as with Apple's (not part of Combine's API).
struct _UncheckedAction: @unchecked Sendable {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}
