/// An activity or action that can be stopped, such as a subscription.
///
/// 可以取消的活动或操作，例如一个订阅。Same shape as Combine's protocol.
public protocol Cancellable {
  /// Stops the activity and frees what it holds.
  func cancel()
}
