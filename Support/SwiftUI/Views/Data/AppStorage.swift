import Foundation

/// A view property stored in `UserDefaults` under `key`, with a default while nothing is stored.
///
/// 存进 `UserDefaults` 的视图属性：读取 `key` 下的值，没有存过时用默认值；赋值会写回 `UserDefaults`。
/// Unlike `@State`, it needs no installed view: the stand-in reads and writes the store as Apple's does.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let read: () -> Value
  private let write: (Value) -> Void

  private init(
    key: String, store: UserDefaults?, default defaultValue: Value, decode: @escaping (Any) -> Value?,
    encode: @escaping (Value) -> Any?
  ) {
    let defaults = store ?? .standard
    read = { defaults.object(forKey: key).flatMap(decode) ?? defaultValue }
    write = { value in
      if let object = encode(value) { defaults.set(object, forKey: key) } else { defaults.removeObject(forKey: key) }
    }
  }

  /// The stored value, or the default while nothing (of this type) is stored.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// A binding that reads and writes the store.
  public var projectedValue: Binding<Value> {
    Binding(location: _AppStorageLocation(read: read, write: write))
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, store: store, default: wrappedValue, decode: { $0 as? Bool }, encode: { $0 })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, store: store, default: wrappedValue, decode: { $0 as? Int }, encode: { $0 })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, store: store, default: wrappedValue, decode: { $0 as? Double }, encode: { $0 })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, store: store, default: wrappedValue, decode: { $0 as? String }, encode: { $0 })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, store: store, default: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(
      key: key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(URL.init(string:)) },
      encode: { $0.absoluteString })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(
      key: key, store: store, default: wrappedValue, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      key: key, store: store, default: wrappedValue, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, store: store, default: nil, decode: { $0 as? String }, encode: { $0 })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, store: store, default: nil, decode: { $0 as? Int }, encode: { $0 })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, store: store, default: nil, decode: { $0 as? Bool }, encode: { $0 })
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, store: store, default: nil, decode: { $0 as? Double }, encode: { $0 })
  }
}

/// A value in `UserDefaults`, for `$setting` bindings (not part of SwiftUI's API).
final class _AppStorageLocation<Value>: _BindingLocation<Value>, @unchecked Sendable {
  private let read: () -> Value
  private let write: (Value) -> Void

  init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
    self.read = read
    self.write = write
  }

  override var value: Value {
    get { read() }
    set { write(newValue) }
  }
}
