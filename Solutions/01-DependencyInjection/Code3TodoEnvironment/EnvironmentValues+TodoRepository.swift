import SwiftUI
import TodoKit

extension EnvironmentValues {
  /// The repository that views read with `@Environment(\.todoRepository)`: 视图通过 `@Environment(\.todoRepository)` 读取的仓库。
  ///
  /// Inject another one with `.environment(\.todoRepository, ...)`, at the app's entry point or in a preview.
  /// 在 App 入口或预览中用 `.environment(\.todoRepository, ...)` 注入其他实现。
  public var todoRepository: any TodoRepository {
    get { self[TodoRepositoryKey.self] }
    set { self[TodoRepositoryKey.self] = newValue }
  }
}
