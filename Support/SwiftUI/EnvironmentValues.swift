/// A headless collection of environment values, keyed by `EnvironmentKey` types, with value semantics.
///
/// 无界面的环境值集合：以 `EnvironmentKey` 类型为键，具有值语义（复制后互不影响）。
///
/// It reproduces what SwiftUI's `EnvironmentValues` does for custom keys: an unset key reads its
/// `defaultValue`, a set key reads back the last value written, and a copy is independent of the original.
/// `@Environment` and `.environment(_:_:)` live in the headless view part (`Views/`); see `README.md`.
public struct EnvironmentValues {
  /// The values set so far, each wrapped in a `StoredValue` of its key's value type.
  ///
  /// A Swift dictionary is itself a value type, so copying `EnvironmentValues` copies the storage
  /// (lazily, copy-on-write) and a write to one copy is never seen by another.
  private var storage: [ObjectIdentifier: Any] = [:]

  /// Creates environment values in which every key reads its default value.
  public init() {}

  /// Reads or writes the value stored under `key`; an unset key reads `key.defaultValue`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      guard let entry = storage[ObjectIdentifier(key)] as? StoredValue<K.Value> else {
        return K.defaultValue
      }
      return entry.value
    }
    set {
      storage[ObjectIdentifier(key)] = StoredValue(value: newValue)
    }
  }
}

extension EnvironmentValues {
  /// One stored value, wrapped so that an explicitly stored `nil` of an optional `Value` still counts as set.
  ///
  /// Casting `Any` straight to an optional `Value` would blur "stored nil" and "nothing stored";
  /// casting to the concrete wrapper type keeps the two apart without any force cast.
  /// (Not named `Entry`: a student's `@Entry` must read as the unknown macro it is here, not as this private type.)
  fileprivate struct StoredValue<Value> {
    var value: Value
  }
}
