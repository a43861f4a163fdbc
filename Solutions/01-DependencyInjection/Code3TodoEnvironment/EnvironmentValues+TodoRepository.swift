import SwiftUI
import TodoKit

// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

extension EnvironmentValues {
  /// The repository that views read with `@Environment(\.todoRepository)`: 视图通过 `@Environment(\.todoRepository)` 读取的仓库。
  ///
  /// Inject another one with `.environment(\.todoRepository, ...)`, at the app's entry point or in a preview.
  /// 在 App 入口或预览中用 `.environment(\.todoRepository, ...)` 注入其他实现。
  public var todoRepository: any TodoRepository {
    // SLIP-BEGIN storedPerEnvironment
    get { self[TodoRepositoryKey.self] }
    set { self[TodoRepositoryKey.self] = newValue }
    // SLIP-ELSE
    // get { SharedTodoRepository.value ?? TodoRepositoryKey.defaultValue }
    // set { SharedTodoRepository.value = newValue }
    // SLIP-END
  }
}

// SLIP-BEGIN storedPerEnvironment
// SLIP-ELSE
// /// One value for every environment, the mistake this slip makes: 所有环境共用的一个值（这个 slip 犯的错误）。
// private enum SharedTodoRepository {
//   nonisolated(unsafe) static var value: (any TodoRepository)?
// }
// SLIP-END
