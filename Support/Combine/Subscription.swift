/// The link between one publisher and one subscriber, through which the subscriber asks for values or cancels.
///
/// 订阅：一个发布者与一个订阅者之间的连接；订阅者通过它请求值或取消。
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks the publisher for up to `demand` more values.
  func request(_ demand: Subscribers.Demand)
}
