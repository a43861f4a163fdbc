/// A piece of user interface, described by its `body`.
///
/// 视图：用 `body` 描述的一块界面。The stand-in is headless: views are built and type-checked, never rendered.
/// Like Apple's since Xcode 16, the protocol is isolated to the main actor, so a view's properties and `body` are too.
@MainActor @preconcurrency
public protocol View {
  /// The type of view that `body` returns.
  associatedtype Body: View

  /// The content of this view, built with `@ViewBuilder`.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public typealias Body = Never

  /// A view that has no body: primitive views use `Never` as their `Body`.
  public var body: Never {
    _primitiveBody(Never.self)
  }
}

/// Stops the program: a primitive view's `body` is read only by SwiftUI's renderer, which the stand-in does not have.
func _primitiveBody<Primitive>(_ type: Primitive.Type) -> Never {
  preconditionFailure("\(Primitive.self) is a primitive view: it has no body to read (SwiftUI stand-in, nothing renders)")
}
