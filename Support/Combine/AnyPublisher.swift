/// A publisher that hides the type of the publisher it wraps, as `eraseToAnyPublisher()` returns it.
///
/// 类型擦除的发布者：对外只暴露输出和失败类型。
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribeBody = { publisher.subscribe($0) }
  }

  public var description: String {
    "AnyPublisher"
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher with its type hidden behind `AnyPublisher`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

/// A subscriber that hides the type of the subscriber it wraps.
///
/// 类型擦除的订阅者。
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: (any Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
  }

  public var description: String {
    "AnySubscriber"
  }

  public func receive(subscription: any Subscription) {
    receiveSubscription(subscription)
  }

  public func receive(_ input: Input) -> Subscribers.Demand {
    receiveValue(input)
  }

  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion(completion)
  }
}
