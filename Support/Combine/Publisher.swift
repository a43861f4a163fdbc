/// A type that delivers a sequence of values over time to its subscribers.
///
/// 发布者：随时间把一串值交给订阅者。Same shape as Combine's protocol, with the same primary associated types.
public protocol Publisher<Output, Failure> {
  /// The kind of values this publisher delivers.
  associatedtype Output

  /// The kind of error this publisher may end with; `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`, which then receives a subscription, values as it demands them, and maybe a completion.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher; the same as `receive(subscriber:)`.
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}
