import Foundation
import TodoKit

// BEGIN GENERATED: requirements (swift run grader sync)
// di.code2 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code2 requires (each scored on its own; points rounded to 0.01):
// 1. fetchTodos() 按顺序返回 init(todos:) 给定的待办；没有给定时返回空数组。（1.6 分）
//    fetchTodos() returns the todos given to init(todos:), in order, and none when none were given. (1.6 pts)
// 2. shouldFail 为 true 时 fetchTodos() 抛出错误，否则不抛。（1.6 分）
//    fetchTodos() throws an error when shouldFail is true, and only then. (1.6 pts)
// 3. add(_:) 把新 id 的待办追加到末尾，遇到相同 id 的待办就原位替换。（1.6 分）
//    add(_:) appends a todo with a new id and replaces, in place, the todo with the same id. (1.6 pts)
// 4. delete(_:) 只按 id 删除，不比较其他字段；不存在的 id 不改变数据。（1.6 分）
//    delete(_:) removes the todo with the same id, whatever its other fields; an unknown id changes nothing. (1.6 pts)
// 5. Mock 在很多任务同时调用时保护自己的状态：它是 actor，或者用锁保护状态。（1.6 分）
//    The mock guards its state for calls from many tasks at once: it is an actor, or keeps its state behind a lock. (1.6 pts)
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
