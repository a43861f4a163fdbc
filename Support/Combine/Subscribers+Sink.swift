extension Subscribers {
  /// A subscriber that asks for unlimited values and hands each one, and the completion, to a closure.
  ///
  /// 请求不限个数的值、并把每个值和结束信号交给闭包的订阅者；`sink(receiveValue:)` 就是用它实现的。
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    /// The closure that receives each value.
    public let receiveValue: (Input) -> Void

    /// The closure that receives the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    private let lock = _Lock()
    private var subscription: (any Subscription)?
    private var isDone = false

    /// Creates a sink that calls `receiveValue` for each value and `receiveCompletion` at the end.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public var description: String {
      "Sink"
    }

    /// Keeps the first subscription and asks it for unlimited values; cancels any later one.
    public func receive(subscription: any Subscription) {
      let accepted = lock.withLock { () -> Bool in
        guard self.subscription == nil, !isDone else { return false }
        self.subscription = subscription
        return true
      }
      if accepted {
        subscription.request(.unlimited)
      } else {
        subscription.cancel()
      }
    }

    /// Hands `input` to `receiveValue`; asks for nothing more, since the demand is already unlimited.
    public func receive(_ input: Input) -> Subscribers.Demand {
      let isLive = lock.withLock { !isDone }
      if isLive {
        receiveValue(input)
      }
      return .none
    }

    /// Hands the completion to `receiveCompletion` and lets go of the subscription.
    public func receive(completion: Subscribers.Completion<Failure>) {
      let isFirst = lock.withLock { () -> Bool in
        guard !isDone else { return false }
        isDone = true
        subscription = nil
        return true
      }
      if isFirst {
        receiveCompletion(completion)
      }
    }

    /// Cancels the subscription; no value or completion reaches the closures afterwards.
    public func cancel() {
      let current = lock.withLock { () -> (any Subscription)? in
        isDone = true
        defer { subscription = nil }
        return subscription
      }
      current?.cancel()
    }
  }
}
