/// A publisher that code can send values and a completion through.
///
/// 主题（Subject）：可以由代码主动 `send` 值和结束信号的发布者。
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)

  /// Sends the completion to the subscribers; nothing is delivered after it.
  func send(completion: Subscribers.Completion<Failure>)

  /// Hands an upstream subscription to the subject, which asks it for values.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value `()` to the subscribers.
  public func send() {
    send(())
  }
}
