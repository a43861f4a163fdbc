extension Subscribers {
  /// How a publisher ended: normally, or with an error.
  ///
  /// 发布者如何结束：正常结束（`finished`），或以错误结束（`failure`）。
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished

    /// The publisher stopped because of `Failure`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

extension Subscribers.Completion: Hashable where Failure: Hashable {}

extension Subscribers.Completion: Sendable where Failure: Sendable {}
