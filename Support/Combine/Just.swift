/// A publisher that sends one value to each subscriber, then finishes.
///
/// 只发送一个值然后结束的发布者。
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value each subscriber gets.
  public let output: Output

  /// A publisher of `output`.
  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subscription = _ResultSubscription(subscriber)
    subscriber.receive(subscription: subscription)
    subscription.fulfil(.success(output))
  }
}

/// A publisher that eventually produces one value or fails, running `attemptToFulfill` once, when it is created.
///
/// 最终产生一个值（或失败）的发布者：创建时就运行一次 `attemptToFulfill`，之后的订阅者都收到同一个结果。
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
  /// The function `attemptToFulfill` calls with the result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = _Lock()
  private var result: Result<Output, Failure>?
  private var waiting: [_ResultSubscription<Output, Failure>] = []

  /// Creates the future and runs `attemptToFulfill` at once; the first result it passes to the promise counts.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfil(result) }
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    let pending = lock.withLock { () -> [_ResultSubscription<Output, Failure>] in
      guard self.result == nil else { return [] }
      self.result = result
      defer { waiting = [] }
      return waiting
    }
    pending.forEach { $0.fulfil(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = _ResultSubscription(subscriber)
    let known = lock.withLock { () -> Result<Output, Failure>? in
      if result == nil { waiting.append(subscription) }
      return result
    }
    subscriber.receive(subscription: subscription)
    if let known { subscription.fulfil(known) }
  }
}

/// The subscription of `Just` and `Future`: one result, delivered once there is demand (not part of Combine's API).
final class _ResultSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = _Lock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var demanded = false

  init<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    downstream = AnySubscriber(subscriber)
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > .none else { return }
    lock.withLock { demanded = true }
    deliverIfReady()
  }

  func fulfil(_ result: Result<Output, Failure>) {
    lock.withLock { self.result = result }
    deliverIfReady()
  }

  func cancel() {
    lock.withLock { downstream = nil }
  }

  private func deliverIfReady() {
    let ready = lock.withLock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
      guard let downstream, let result else { return nil }
      if case .success = result, !demanded { return nil }
      self.downstream = nil
      return (downstream, result)
    }
    guard let (downstream, result) = ready else { return }
    switch result {
    case .success(let value):
      _ = downstream.receive(value)
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(error))
    }
  }
}
