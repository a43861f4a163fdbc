/// A view property that holds an `ObservableObject` owned elsewhere and updates the view when it changes.
///
/// 持有一个别处拥有的 `ObservableObject`，它变化时刷新视图。对象由调用方创建和持有（与 `@StateObject` 不同）。
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The projection `$model`, which makes bindings to the object's properties, as in `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to the property at `keyPath` of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(location: _ReferenceLocation(root: root, keyPath: keyPath))
    }
  }

  private var object: ObjectType

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    object = initialValue
  }

  /// Observes `wrappedValue`, as in `@ObservedObject var model: Model`.
  public init(wrappedValue: ObjectType) {
    object = wrappedValue
  }

  /// The observed object.
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    get { object }
    set { object = newValue }
  }

  /// The projection that makes bindings to the object's properties.
  @MainActor @preconcurrency public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }
}
