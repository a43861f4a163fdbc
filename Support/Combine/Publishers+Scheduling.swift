extension Publishers {
  /// Delivers the upstream's values and completion through `scheduler`, as `receive(on:options:)` returns it.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_ScheduledRelay(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }

  /// Publishes a value only once `dueTime` has passed without a newer one, as `debounce(for:scheduler:options:)`
  /// returns it.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(_DebounceRelay(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Delivers values and the completion through `scheduler`, such as `DispatchQueue.main` or `RunLoop.main`.
  ///
  /// 通过 `scheduler` 送出值和结束事件，例如 `DispatchQueue.main`（主线程）。
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Publishes a value only after `dueTime` has passed without a newer one, as a search field does while people type.
  ///
  /// 防抖：一个值之后 `dueTime` 内没有新值，才发布它（例如输入搜索词时）。
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

/// Hands each value and the completion to the scheduler; demand passes through (not part of Combine's API).
final class _ScheduledRelay<Downstream: Subscriber, Context: Scheduler>: Subscriber, @unchecked Sendable {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let downstream = downstream
    scheduler.schedule(options: options) { _ = downstream.receive(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let downstream = downstream
    scheduler.schedule(options: options) { downstream.receive(completion: completion) }
  }
}

/// Holds the latest value and sends it when `dueTime` passes without a newer one (not part of Combine's API).
final class _DebounceRelay<Downstream: Subscriber, Context: Scheduler>: Subscriber, @unchecked Sendable {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let lock = _Lock()
  private var generation = 0

  init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let mine = lock.withLock { () -> Int in
      generation += 1
      return generation
    }
    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
      guard self.lock.withLock({ self.generation == mine }) else { return }
      _ = self.downstream.receive(input)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let downstream = downstream
    scheduler.schedule(options: options) { downstream.receive(completion: completion) }
  }
}
