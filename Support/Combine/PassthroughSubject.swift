/// A subject without a current value: it passes each sent value to the subscribers that want one right then.
///
/// 没有“当前值”的主题：只把发送时的值交给当时已订阅、且还有需求的订阅者；之后订阅的人收不到以前的值。
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let broadcast = _Broadcast<Output, Failure>()

  /// Creates a subject with no subscriber.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    broadcast.attach(subscriber, replay: nil)
  }

  public func send(_ input: Output) {
    broadcast.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    broadcast.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    subscription.request(.unlimited)
  }
}
