extension Publisher {
  /// Subscribes with closures for each value and for the completion; the subscription lasts as long as the result.
  ///
  /// 用闭包订阅：每个值调用 `receiveValue`，结束时调用 `receiveCompletion`。返回的 `AnyCancellable` 被释放时订阅就取消。
  public func sink(
    receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
    receiveValue: @escaping ((Output) -> Void)
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for each value of a publisher that cannot fail.
  ///
  /// 订阅一个不会失败的发布者，每个值调用一次 `receiveValue`。
  public func sink(receiveValue: @escaping ((Output) -> Void)) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
