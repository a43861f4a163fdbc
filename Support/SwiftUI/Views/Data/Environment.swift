import Observation

/// A view property that reads a value from the view's environment.
///
/// 从视图环境里读取一个值的属性包装器，例如 `@Environment(\.bookRepository) private var repository`。
///
/// Headless semantics: outside an installed view hierarchy, Apple's runtime warns that an environment property always
/// reads the default value. The stand-in never installs a view, so a key path reads its key's `defaultValue`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: _EnvironmentRead<Value>

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = .keyPath(keyPath)
  }

  /// Reads the `@Observable` object of type `objectType` that an ancestor put in the environment.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = .missingObject("\(objectType)")
  }

  /// Reads the `@Observable` object of type `objectType` from the environment, or `nil` if none was put there.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = .optionalObject(nil)
  }

  /// The value read from the environment.
  public var wrappedValue: Value {
    switch read {
    case .keyPath(let keyPath):
      EnvironmentValues()[keyPath: keyPath]
    case .optionalObject(let none):
      none
    case .missingObject(let typeName):
      preconditionFailure(
        "No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an "
          + "ancestor of this view (SwiftUI stand-in: no view is ever installed)")
    }
  }
}

/// How an `@Environment` property finds its value (not part of SwiftUI's API).
enum _EnvironmentRead<Value> {
  case keyPath(KeyPath<EnvironmentValues, Value>)
  case optionalObject(Value)
  case missingObject(String)
}
