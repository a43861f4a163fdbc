extension Publishers {
  /// Publishes the latest value of each of two upstreams, as a pair, whenever either publishes once both have; as
  /// `combineLatest(_:)` returns it.
  ///
  /// 两个上游都至少发过一个值之后，任何一个发出新值时，把两边最新的值配成一对发出（`combineLatest(_:)` 的返回值）。
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let inner = _CombineLatestInner<A.Output, B.Output, Failure>(downstream: AnySubscriber(subscriber))
      subscriber.receive(subscription: inner)
      a.subscribe(_CombineLatestSide<A.Output, Failure>(inner: inner.first))
      b.subscribe(_CombineLatestSide<B.Output, Failure>(inner: inner.second))
    }
  }
}

extension Publisher {
  /// Pairs the latest values of this publisher and `other` whenever either publishes, once both have.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Combines the latest values of this publisher and `other` with `transform` whenever either publishes, once both
  /// have.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}

/// One upstream's end of a `CombineLatest` (not part of Combine's API): what it hands to the shared state.
struct _CombineLatestEnd<Input, Failure: Error> {
  let subscribed: (any Subscription) -> Void
  let value: (Input) -> Void
  let completion: (Subscribers.Completion<Failure>) -> Void
}

/// The subscriber `CombineLatest` attaches to one upstream (not part of Combine's API).
final class _CombineLatestSide<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let inner: _CombineLatestEnd<Input, Failure>

  init(inner: _CombineLatestEnd<Input, Failure>) {
    self.inner = inner
  }

  func receive(subscription: any Subscription) {
    inner.subscribed(subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    inner.value(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    inner.completion(completion)
  }
}

/// The state `CombineLatest` shares between its two upstreams and its downstream (not part of Combine's API).
///
/// Upstreams are asked for everything; the downstream gets a pair only as far as its demand goes, and a pair that
/// finds no demand waits (only the latest one) until the downstream asks. 上游的值全部接收；下游按它的需求得到配对，
/// 没有需求时只保留最新的一对，等下游再请求。
final class _CombineLatestInner<First, Second, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = _Lock()
  private var downstream: AnySubscriber<(First, Second), Failure>?
  private var latestFirst: First?
  private var latestSecond: Second?
  private var demand = Subscribers.Demand.none
  private var waiting = false
  private var finished = 0
  private var upstreams: [any Subscription] = []

  init(downstream: AnySubscriber<(First, Second), Failure>) {
    self.downstream = downstream
  }

  var first: _CombineLatestEnd<First, Failure> {
    _CombineLatestEnd(
      subscribed: { [self] in adopt($0) },
      value: { [self] value in changed { latestFirst = value } },
      completion: { [self] in ended($0) })
  }

  var second: _CombineLatestEnd<Second, Failure> {
    _CombineLatestEnd(
      subscribed: { [self] in adopt($0) },
      value: { [self] value in changed { latestSecond = value } },
      completion: { [self] in ended($0) })
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
    deliverIfReady()
  }

  func cancel() {
    let cancelled = lock.withLock { () -> [any Subscription] in
      downstream = nil
      defer { upstreams = [] }
      return upstreams
    }
    cancelled.forEach { $0.cancel() }
  }

  private func adopt(_ subscription: any Subscription) {
    let live = lock.withLock { () -> Bool in
      guard downstream != nil else { return false }
      upstreams.append(subscription)
      return true
    }
    if !live { subscription.cancel() }
  }

  private func changed(_ store: () -> Void) {
    lock.withLock {
      store()
      waiting = latestFirst != nil && latestSecond != nil
    }
    deliverIfReady()
  }

  /// Sends the waiting pair when the downstream wants one, outside the lock.
  private func deliverIfReady() {
    let ready = lock.withLock { () -> (AnySubscriber<(First, Second), Failure>, (First, Second))? in
      guard waiting, demand > .none, let downstream, let first = latestFirst, let second = latestSecond else {
        return nil
      }
      waiting = false
      demand -= .max(1)
      return (downstream, (first, second))
    }
    guard let (downstream, pair) = ready else { return }
    let more = downstream.receive(pair)
    if more > Subscribers.Demand.none { request(more) }
  }

  private func ended(_ completion: Subscribers.Completion<Failure>) {
    let target = lock.withLock { () -> (AnySubscriber<(First, Second), Failure>, [any Subscription])? in
      guard let downstream else { return nil }
      if case .finished = completion {
        finished += 1
        guard finished == 2 else { return nil }
      }
      self.downstream = nil
      defer { upstreams = [] }
      return (downstream, upstreams)
    }
    guard let (downstream, others) = target else { return }
    if case .failure = completion { others.forEach { $0.cancel() } }
    downstream.receive(completion: completion)
  }
}
