import SwiftUI
import TodoKit

// BEGIN GENERATED: requirements (swift run grader sync)
// di.code3 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code3 requires (each scored on its own; points rounded to 0.01):
// 1. 没有注入时，todoRepository 是一个可以直接使用的仓库（你的键的 defaultValue），它的 fetchTodos() 不抛错。（2.67 分）
//    When nothing was injected, todoRepository is a ready-to-use repository (your key's defaultValue) whose fetchTodos() does not throw. (2.67 pts)
// 2. 写入 todoRepository 的仓库能从同一个 EnvironmentValues 读回，其他的（包括副本）不受影响：get 和 set 都通过你的 EnvironmentKey。（5.33 分）
//    A repository set on todoRepository reads back from that EnvironmentValues, and from no other (copies included): get and set go through your EnvironmentKey. (5.33 pts)
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
