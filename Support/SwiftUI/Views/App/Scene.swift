/// A part of an app's interface with its own life cycle, such as a window.
///
/// 场景：应用界面中有自己生命周期的一部分，例如一个窗口。
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene that `body` returns.
  associatedtype Body: Scene

  /// The content of this scene, built with `@SceneBuilder`.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

extension Scene {
  /// Sets the environment value at `keyPath` to `value` for every view of this scene.
  ///
  /// 为场景里的所有视图设置环境值。
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
    _HeadlessModifiedScene(self)
  }

  /// Supplies an `ObservableObject` to every view of this scene.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    _HeadlessModifiedScene(self)
  }
}

/// What every headless scene modifier returns, behind `some Scene` (not part of SwiftUI's API).
struct _HeadlessModifiedScene<Content: Scene> {
  let content: Content

  nonisolated init(_ content: Content) {
    self.content = content
  }
}

extension _HeadlessModifiedScene: Scene {
  typealias Body = Never

  var body: Never {
    _primitiveBody(Self.self)
  }
}
