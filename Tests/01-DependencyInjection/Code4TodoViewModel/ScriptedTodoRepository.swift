import Foundation
import TodoKit

/// An in-memory repository whose calls can be told to fail and which counts its fetches: 可按需让调用失败、并统计读取次数的内存仓库。
actor ScriptedTodoRepository: TodoRepository {
  /// The error the repository throws when a call is told to fail: 要求失败时抛出的错误。
  struct Failure: Error, CustomStringConvertible {
    var description: String { "模拟的仓库错误 / simulated repository failure" }
  }

  private(set) var todos: [Todo]
  private(set) var fetchCount = 0
  private var failFetch = false
  private var failAdd = false
  private var failDelete = false

  init(todos: [Todo] = []) {
    self.todos = todos
  }

  /// Chooses which calls throw from now on: 设置此后哪些调用会抛错。
  func setFailures(fetch: Bool = false, add: Bool = false, delete: Bool = false) {
    failFetch = fetch
    failAdd = add
    failDelete = delete
  }

  func fetchTodos() async throws -> [Todo] {
    fetchCount += 1
    if failFetch { throw Failure() }
    return todos
  }

  func add(_ todo: Todo) async throws {
    if failAdd { throw Failure() }
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  func delete(_ todo: Todo) async throws {
    if failDelete { throw Failure() }
    todos.removeAll { $0.id == todo.id }
  }
}
