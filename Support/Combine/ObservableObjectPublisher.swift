/// The publisher an `ObservableObject` uses by default for `objectWillChange`: it sends `()` before each change.
///
/// `ObservableObject` 默认的 `objectWillChange` 发布者：每次变化之前发送一个 `()`，它本身不带新值。
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let broadcast = _Broadcast<Void, Never>()

  /// Creates a publisher with no subscriber.
  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    broadcast.attach(subscriber, replay: nil)
  }

  /// Tells every subscriber that the object is about to change.
  public func send() {
    broadcast.send(())
  }
}
