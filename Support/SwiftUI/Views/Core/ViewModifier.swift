/// A change to a view that you can reuse: `body(content:)` returns the modified view.
///
/// 可复用的视图修改：`body(content:)` 返回修改后的视图，用 `.modifier(_:)` 应用它。
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view that `body(content:)` returns.
  associatedtype Body: View

  /// The view this modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a `ViewModifier` receives in `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  nonisolated init() {}
}

extension _ViewModifier_Content: View {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

/// A view with a modifier applied, as `.modifier(_:)` returns it.
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier is applied to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  public var body: Never {
    _primitiveBody(Self.self)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> Never {
    _primitiveBody(Self.self)
  }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  nonisolated public init() {}

  public func body(content: Content) -> Content {
    content
  }
}

extension View {
  /// Applies `modifier` to this view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Combines this modifier with `modifier`, this one applied first.
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
