import Observation

/// A property wrapper that makes bindings to the properties of an `@Observable` object, as `$model.name`.
///
/// 给 `@Observable` 对象的属性生成绑定：`@Bindable var model`，然后写 `$model.name`。The bindings read and write the
/// object itself, on Linux too.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, whose members are bindings.
  public var projectedValue: Bindable<Value> {
    self
  }

  /// Wraps an observable object, as in `@Bindable var model: Model`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object, as in `Bindable(model).name`.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps the object of another wrapper's projection.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to the property at `keyPath` of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    Binding(location: _ReferenceLocation(root: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: Sendable where Value: Sendable {}
