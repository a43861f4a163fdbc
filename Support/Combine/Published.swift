/// A property wrapper that publishes its property: `$name` is a publisher of the property's values.
///
/// 把属性“发布”出去的属性包装器：`$name` 是这个属性的发布者。属性被赋值时，在 `willSet` 阶段
/// （新值写入之前）先让所在对象的 `objectWillChange` 发出通知，再把新值交给 `$name` 的订阅者。
///
/// Like Combine's, it works only on properties of classes: its `wrappedValue` is unavailable, and the compiler uses
/// the static `_enclosingInstance` subscript instead, which hands the wrapper the object that holds it. See `README.md`
/// for how the stand-in finds the object's `objectWillChange` without Combine's private reflection.
@propertyWrapper
public struct Published<Value> {
  /// The value and its subscribers, shared by every copy of this wrapper (a reflected copy included).
  let storage: _PublishedStorage<Value>

  /// Creates the wrapper with the property's initial value, as in `@Published var name = "…"`.
  public init(wrappedValue: Value) {
    storage = _PublishedStorage(wrappedValue)
  }

  /// Creates the wrapper with an initial value (the older spelling of `init(wrappedValue:)`).
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Never used: `@Published` must sit on a property of a class.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The publisher of this property, reached as `$name`: the current value on subscription, then each new value.
  public var projectedValue: Publisher {
    mutating get { Publisher(storage: storage) }
    // `assign(to: &$name)` passes the projection `inout`; the storage it holds is the property's own.
    set {}
  }

  /// Reads or writes the property of `object` that this wrapper stores; a write publishes before it stores.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      object[keyPath: storageKeyPath].storage.value
    }
    set {
      object[keyPath: storageKeyPath].storage.publishAndStore(newValue)
    }
  }
}

extension Published {
  /// The publisher of a `@Published` property: a new subscriber first gets the current value, then every new value,
  /// each delivered before the property changes.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let storage: _PublishedStorage<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.attach(subscriber)
    }
  }
}

/// The shared state of one `@Published` property (not part of Combine's API).
///
/// It holds the value, the subscribers of `$name`, and, once somebody has read the enclosing object's default
/// `objectWillChange`, that publisher, which it tells before every change.
final class _PublishedStorage<Value>: _ObjectWillChangeLink, @unchecked Sendable {
  private let cell: _ValueCell<Value>
  private let broadcast = _Broadcast<Value, Never>()
  private let lock = _Lock()
  private var willChange: ObservableObjectPublisher?

  init(_ value: Value) {
    cell = _ValueCell(value)
  }

  var value: Value {
    cell.value
  }

  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
    let cell = cell
    broadcast.attach(subscriber, replay: { cell.value })
  }

  /// The `willSet` of the property: the object's `objectWillChange` first, then `$name`'s subscribers, then the store.
  func publishAndStore(_ newValue: Value) {
    lock.withLock { willChange }?.send()
    broadcast.send(newValue)
    cell.value = newValue
  }

  /// The subscription of `assign(to: &$name)`, ended when this storage (the property's object) goes away.
  private var assignment: AnyCancellable?

  func keepAssigning<P: Combine.Publisher>(from publisher: P) where P.Output == Value, P.Failure == Never {
    let subscription = publisher.sink { [weak self] value in self?.publishAndStore(value) }
    lock.withLock { assignment = subscription }
  }

  var linkedPublisher: ObservableObjectPublisher? {
    lock.withLock { willChange }
  }

  func link(to publisher: ObservableObjectPublisher) {
    lock.withLock { willChange = publisher }
  }
}
