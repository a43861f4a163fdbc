/// A value that a view owns and SwiftUI stores for it, across updates of the view.
///
/// 视图自己拥有、由 SwiftUI 替它保存的状态。
///
/// Headless semantics: SwiftUI keeps a state's storage only once the view is installed in a view hierarchy; outside
/// one, Apple's runtime warns that the state reads its initial value and its binding does not update. The stand-in
/// never installs a view, so it behaves that way: reads give the initial value and writes are ignored.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value

  /// Creates a state with an initial value, as in `@State private var count = 0`.
  public init(wrappedValue value: Value) {
    initialValue = value
  }

  /// Creates a state with an initial value.
  public init(initialValue value: Value) {
    initialValue = value
  }

  /// The current value (the initial one, outside an installed view).
  public var wrappedValue: Value {
    get { initialValue }
    nonmutating set {}
  }

  /// A binding to the value, reached as `$name`.
  public var projectedValue: Binding<Value> {
    .constant(initialValue)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state whose initial value is `nil`, as in `@State private var selection: Item?`.
  public init() {
    initialValue = nil
  }
}

extension State: Sendable where Value: Sendable {}
