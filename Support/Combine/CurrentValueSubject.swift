/// A subject that holds a current value and gives it to each new subscriber.
///
/// 持有“当前值”的主题：新订阅者一订阅就收到当前值，之后收到每个新值。
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let broadcast = _Broadcast<Output, Failure>()
  private let storage: _ValueCell<Output>

  /// Creates a subject whose current value is `value`.
  public init(_ value: Output) {
    storage = _ValueCell(value)
  }

  /// The current value; setting it sends the new value to the subscribers.
  public var value: Output {
    get { storage.value }
    set { send(newValue) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let storage = storage
    broadcast.attach(subscriber, replay: { storage.value })
  }

  /// Makes `input` the current value, then sends it to the subscribers.
  public func send(_ input: Output) {
    storage.value = input
    broadcast.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    broadcast.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }
}

/// A value behind a lock, shared by reference (not part of Combine's API).
final class _ValueCell<Value>: @unchecked Sendable {
  private let lock = _Lock()
  private var stored: Value

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
