/// A type-erased cancellable that cancels its activity when it is deinitialized.
///
/// 类型擦除的可取消对象：被释放（deinit）时自动取消它代表的订阅，所以订阅要存起来（`store(in:)`）才会一直有效。
/// As in Combine, dropping the `AnyCancellable` that `sink` returns ends the subscription at once.
public final class AnyCancellable: Cancellable, Hashable {
  /// The action run by the first `cancel()` or by deinitialization; `nil` once it has run.
  private var action: (() -> Void)?
  private let lock = _Lock()

  /// Creates a cancellable that runs `cancel` when cancelled or deinitialized.
  public init(_ cancel: @escaping () -> Void) {
    action = cancel
  }

  /// Creates a cancellable that cancels `canceller` when cancelled or deinitialized.
  public init<OtherCancellable: Cancellable>(_ canceller: OtherCancellable) {
    action = canceller.cancel
  }

  deinit {
    cancel()
  }

  /// Cancels the activity; calling it again does nothing.
  public func cancel() {
    let pending = lock.withLock { () -> (() -> Void)? in
      defer { action = nil }
      return action
    }
    pending?()
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension AnyCancellable {
  /// Stores this cancellable in `collection`, which keeps the subscription alive as long as it holds it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this cancellable in `set`, which keeps the subscription alive as long as it holds it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }
}
