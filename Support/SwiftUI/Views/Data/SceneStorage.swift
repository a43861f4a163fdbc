import Foundation

/// A view property saved with the scene, so it comes back when the system restores the scene.
///
/// 随场景保存的视图状态，场景恢复时取回。
///
/// Headless semantics: there is no scene on Linux, so it behaves as `@State` does outside an installed view: reads give
/// the initial value and writes are ignored.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let initialValue: Value

  private init(initial: Value) {
    initialValue = initial
  }

  /// The stored value (the initial one, without a scene).
  public var wrappedValue: Value {
    get { initialValue }
    nonmutating set {}
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    .constant(initialValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(initial: wrappedValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(initial: wrappedValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(initial: wrappedValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(initial: wrappedValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(initial: wrappedValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(initial: wrappedValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(initial: wrappedValue)
  }

  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(initial: wrappedValue)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) where Value == String? {
    self.init(initial: nil)
  }

  public init(_ key: String) where Value == Int? {
    self.init(initial: nil)
  }

  public init(_ key: String) where Value == Bool? {
    self.init(initial: nil)
  }
}
