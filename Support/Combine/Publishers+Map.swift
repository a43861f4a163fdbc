extension Publishers {
  /// Publishes each upstream value transformed by `transform`, as `map(_:)` returns it.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(_Relay<Upstream.Output, Failure, S>(downstream: subscriber) { .send(transform($0)) })
    }
  }

  /// Publishes the upstream values that `isIncluded` accepts, as `filter(_:)` returns it.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = isIncluded
      upstream.subscribe(_Relay<Output, Failure, S>(downstream: subscriber) { isIncluded($0) ? .send($0) : .drop })
    }
  }

  /// Publishes the upstream values that `transform` turns into non-`nil` ones, as `compactMap(_:)` returns it.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = transform
      upstream.subscribe(_Relay<Upstream.Output, Failure, S>(downstream: subscriber) { transform($0).map { .send($0) } ?? .drop })
    }
  }

  /// Publishes an upstream value only when it differs from the previous one, as `removeDuplicates()` returns it.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = predicate
      let previous = _Box<Output?>(nil)
      upstream.subscribe(
        _Relay<Output, Failure, S>(downstream: subscriber) { value in
          let last = previous.exchange(value)
          return last.map { predicate($0, value) } == true ? .drop : .send(value)
        })
    }
  }
}

extension Publishers {
  /// Omits the first `count` upstream values, as `dropFirst(_:)` returns it.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let seen = _Box(0)
      let count = count
      upstream.subscribe(
        _Relay<Output, Failure, S>(downstream: subscriber) { value in
          seen.modify { seen -> Bool in
            defer { seen += 1 }
            return seen < count
          } ? .drop : .send(value)
        })
    }
  }
}

extension Publisher {
  /// Omits the first `count` values, such as the current value `$name` sends on subscription.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Transforms every value with `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Publishes only the values that `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// Transforms every value with `transform` and publishes the results that are not `nil`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Publishes a value only when `predicate` says it is not a duplicate of the previous one.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes a value only when it differs from the previous one.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

/// What a relay does with one upstream value (not part of Combine's API).
enum _RelayStep<Output> {
  case send(Output)
  case drop
}

/// A subscriber between an operator's upstream and its downstream (not part of Combine's API).
///
/// It hands the upstream subscription to the downstream, so demand passes through unchanged; a dropped value asks
/// upstream for one more, since the downstream's demand was not used.
final class _Relay<Input, Failure: Error, Downstream: Subscriber>: Subscriber, @unchecked Sendable
where Downstream.Failure == Failure {
  private let downstream: Downstream
  private let step: (Input) -> _RelayStep<Downstream.Input>

  init(downstream: Downstream, step: @escaping (Input) -> _RelayStep<Downstream.Input>) {
    self.downstream = downstream
    self.step = step
  }

  func receive(subscription: any Subscription) {
    downstream.receive(subscription: subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    switch step(input) {
    case .send(let output): downstream.receive(output)
    case .drop: .max(1)
    }
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
}

/// A value guarded by a lock (not part of Combine's API).
final class _Box<Value>: @unchecked Sendable {
  private let lock = _Lock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value under the lock.
  func modify<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }

  /// Stores `newValue` and returns the value it replaces.
  func exchange(_ newValue: Value) -> Value {
    lock.withLock {
      defer { value = newValue }
      return value
    }
  }
}
