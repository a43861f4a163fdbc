/// A type that receives values and a completion from a publisher.
///
/// 订阅者：从发布者接收值和结束信号。Same shape as Combine's protocol.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input

  /// The kind of error this subscriber may receive; `Never` when it cannot.
  associatedtype Failure: Error

  /// Tells the subscriber that it is subscribed; it asks for values through `subscription.request(_:)`.
  func receive(subscription: any Subscription)

  /// Delivers one value and returns how many more values the subscriber wants on top of its earlier demand.
  func receive(_ input: Input) -> Subscribers.Demand

  /// Tells the subscriber that the publisher finished, normally or with an error; no value follows.
  func receive(completion: Subscribers.Completion<Failure>)
}
