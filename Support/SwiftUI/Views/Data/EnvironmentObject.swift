/// A view property that reads an `ObservableObject` an ancestor supplied with `.environmentObject(_:)`.
///
/// 读取祖先视图通过 `.environmentObject(_:)` 提供的 `ObservableObject`。
///
/// Headless semantics: the stand-in never installs a view, so no ancestor ever supplies an object; reading it stops
/// the program with the message Apple's runtime gives when the ancestor's `.environmentObject(_:)` is missing.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The projection `$model`, which makes bindings to the object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to the property at `keyPath` of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      Binding(location: _ReferenceLocation(root: root, keyPath: keyPath))
    }
  }

  /// Creates the wrapper, as in `@EnvironmentObject var settings: Settings`.
  public init() {}

  /// The object an ancestor supplied.
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    preconditionFailure(
      "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may "
        + "be missing as an ancestor of this view (SwiftUI stand-in: no view is ever installed)")
  }

  /// The projection that makes bindings to the object's properties.
  @MainActor @preconcurrency public var projectedValue: Wrapper {
    Wrapper(root: wrappedValue)
  }
}
