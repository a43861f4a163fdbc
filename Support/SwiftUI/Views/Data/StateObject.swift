/// A view property that creates an `ObservableObject` once per view identity and keeps it for the view's lifetime.
///
/// 视图自己创建并持有的 `ObservableObject`：在视图的整个生命周期里只创建一次。
/// Pass a dependency through `init` as `_model = StateObject(wrappedValue: Model(service: service))`; the
/// autoclosure runs only when SwiftUI first needs the object.
///
/// Headless semantics: outside an installed view hierarchy, Apple's runtime warns that reading the object creates a
/// new instance each time. The stand-in never installs a view, so every read runs the autoclosure again.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let thunk: () -> ObjectType

  /// Creates the wrapper with an autoclosure that makes the object, as in `@StateObject private var model = Model()`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  /// The object (a new one on each read, outside an installed view).
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    thunk()
  }

  /// The projection that makes bindings to the object's properties, as in `$model.name`.
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(root: thunk())
  }
}
