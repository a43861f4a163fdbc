// Alternative: The reference actor beside a top-level struct named Task of the student's own (the suites write _Concurrency.Task, so nothing is shadowed or refused).
import Foundation
import TodoKit


/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
///
/// Being an actor, it serializes every change, so tests may call it from many tasks at once.
/// 作为 actor，它会让所有修改依次执行，测试可以同时从多个任务调用它。
/// With `shouldFail` set, every call throws `URLError(.timedOut)`, which lets previews and tests show the failure state.
/// 设置 `shouldFail` 后每次调用都会抛出 `URLError(.timedOut)`，预览和测试因此能展示失败状态。
public actor MockTodoRepository: TodoRepository {
  private var todos: [Todo]
  private let shouldFail: Bool

  /// Creates a mock holding `todos`; when `shouldFail` is true, every call throws: 创建持有 `todos` 的 Mock；`shouldFail` 为 true 时每次调用都抛错。
  public init(todos: [Todo] = [], shouldFail: Bool = false) {
    self.todos = todos
    self.shouldFail = shouldFail
  }

  public func fetchTodos() async throws -> [Todo] {
    try failIfAsked()
    return todos
  }

  public func add(_ todo: Todo) async throws {
    try failIfAsked()
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  public func delete(_ todo: Todo) async throws {
    try failIfAsked()
    todos.removeAll { $0.id == todo.id }
  }

  /// Throws the simulated network error when the mock was told to fail: 在要求失败时抛出模拟的网络错误。
  private func failIfAsked() throws {
    if shouldFail {
      throw URLError(.timedOut)
    }
  }
}

/// A task a preview shows next to the todos.
struct Task: Equatable { var title: String }
