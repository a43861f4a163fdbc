/// The result builder that turns the statements of an app's `body` into one scene.
///
/// 场景构建器：把 App 的 `body` 里的语句组合成一个场景。
@resultBuilder
public struct SceneBuilder {
  /// Passes a scene through unchanged.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// A block with one scene builds that scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }

  /// A block with several scenes builds one scene holding them, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
    _HeadlessTupleScene((repeat each content))
  }
}

/// Several scenes as one, behind `some Scene` (not part of SwiftUI's API).
struct _HeadlessTupleScene<T> {
  let value: T

  nonisolated init(_ value: T) {
    self.value = value
  }
}

extension _HeadlessTupleScene: Scene {
  typealias Body = Never

  var body: Never {
    _primitiveBody(Self.self)
  }
}
