import Foundation
import TodoKit

// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
///
/// Being an actor, it serializes every change, so tests may call it from many tasks at once.
/// 作为 actor，它会让所有修改依次执行，测试可以同时从多个任务调用它。
/// With `shouldFail` set, every call throws `URLError(.timedOut)`, which lets previews and tests show the failure state.
/// 设置 `shouldFail` 后每次调用都会抛出 `URLError(.timedOut)`，预览和测试因此能展示失败状态。
public actor MockTodoRepository: TodoRepository {  // SLIP guardsState: public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
  private var todos: [Todo]
  private let shouldFail: Bool

  /// Creates a mock holding `todos`; when `shouldFail` is true, every call throws: 创建持有 `todos` 的 Mock；`shouldFail` 为 true 时每次调用都抛错。
  public init(todos: [Todo] = [], shouldFail: Bool = false) {  // SLIP returnsGiven: public init(todos: [Todo] = [Todo(title: "示例 / Sample")], shouldFail: Bool = false) {
    self.todos = todos
    self.shouldFail = shouldFail
  }

  public func fetchTodos() async throws -> [Todo] {
    try failIfAsked()  // SLIP failsOnDemand:
    return todos
  }

  public func add(_ todo: Todo) async throws {
    try failIfAsked()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo  // SLIP addAppendsOrReplaces: todos.append(todo)
    } else {
      todos.append(todo)
    }
  }

  public func delete(_ todo: Todo) async throws {
    try failIfAsked()
    todos.removeAll { $0.id == todo.id }  // SLIP deletesById: todos.removeAll { $0 == todo }
  }

  /// Throws the simulated network error when the mock was told to fail: 在要求失败时抛出模拟的网络错误。
  private func failIfAsked() throws {
    if shouldFail {
      throw URLError(.timedOut)
    }
  }
}
