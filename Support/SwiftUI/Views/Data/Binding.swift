/// Read and write access to a value owned elsewhere, such as a `@State` property or a property of a model.
///
/// 绑定：读写别处拥有的值（例如 `@State` 属性或模型对象的属性）。
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// Where the value lives.
  let location: _BindingLocation<Value>

  init(location: _BindingLocation<Value>) {
    self.location = location
  }

  /// Creates a binding whose reads call `get` and whose writes call `set`.
  ///
  /// Headless limit: Swift only lets code call an `@isolated(any)` closure with `await`, and SwiftUI calls these
  /// from its renderer, so reading or writing `wrappedValue` of such a binding on Linux stops the program with a
  /// message. Nothing on Linux renders views, so nothing reads it.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    location = _ClosureLocation(get: get, set: set)
  }

  /// Creates a binding from the `$` projection of another one.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: _ConstantLocation(value))
  }

  /// The value the binding refers to.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }

  /// The binding itself, reached as `$name` when `@Binding var name` is a view's property.
  public var projectedValue: Binding<Value> {
    self
  }

  /// A binding to the property at `keyPath` of the value, as in `$settings.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(location: _ProjectedLocation(base: location, keyPath: keyPath))
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

/// Where a binding's value lives (not part of SwiftUI's API).
class _BindingLocation<Value>: @unchecked Sendable {
  var value: Value {
    get { preconditionFailure("abstract") }
    set { preconditionFailure("abstract") }
  }
}

/// A value that reads back forever and ignores writes.
final class _ConstantLocation<Value>: _BindingLocation<Value>, @unchecked Sendable {
  private let constant: Value

  init(_ constant: Value) {
    self.constant = constant
  }

  override var value: Value {
    get { constant }
    set {}
  }
}

/// A property of an object, read and written through a key path.
final class _ReferenceLocation<Root: AnyObject, Value>: _BindingLocation<Value>, @unchecked Sendable {
  private let root: Root
  private let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.root = root
    self.keyPath = keyPath
  }

  override var value: Value {
    get { root[keyPath: keyPath] }
    set { root[keyPath: keyPath] = newValue }
  }
}

/// A part of another binding's value.
final class _ProjectedLocation<Base, Value>: _BindingLocation<Value>, @unchecked Sendable {
  private let base: _BindingLocation<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  init(base: _BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override var value: Value {
    get { base.value[keyPath: keyPath] }
    set { base.value[keyPath: keyPath] = newValue }
  }
}

/// A value reached through `Binding(get:set:)` closures, which only SwiftUI's renderer can call.
final class _ClosureLocation<Value>: _BindingLocation<Value>, @unchecked Sendable {
  let get: @isolated(any) @Sendable () -> Value
  let set: @isolated(any) @Sendable (Value) -> Void

  init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
    self.get = get
    self.set = set
  }

  override var value: Value {
    get { preconditionFailure(Self.message) }
    set { preconditionFailure(Self.message) }
  }

  private static var message: String {
    "Binding(get:set:) on Linux: its @isolated(any) closures can only be called with await, and only SwiftUI's "
      + "renderer reads them (SwiftUI stand-in, nothing renders)"
  }
}
