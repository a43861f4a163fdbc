/// An app: the structure whose `body` lists its scenes, marked `@main` in an app target.
///
/// 应用：`body` 列出它的场景（Scene）；在 App target 里用 `@main` 标记它。
@MainActor @preconcurrency
public protocol App {
  /// The type of the scenes that `body` returns.
  associatedtype Body: Scene

  /// The app's scenes, built with `@SceneBuilder`.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  /// Creates the app; SwiftUI calls it at launch.
  @MainActor @preconcurrency init()
}

extension App {
  /// Launches the app. A headless stand-in cannot launch one: it stops with a message.
  @MainActor @preconcurrency
  public static func main() {
    preconditionFailure("\(Self.self): SwiftUI apps cannot run on Linux (SwiftUI stand-in, nothing renders)")
  }
}
