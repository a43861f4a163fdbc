// Alternative: a final class whose todos are a plain stored property guarded by a Mutex<Void> used as a lock (the test
// tells this Mutex, which a mirror shows as (), from a stored () by its place in the object).
import Foundation
import Synchronization
import TodoKit

/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
  private let lock = Mutex(())
  private var todos: [Todo]
  private let shouldFail: Bool

  public init(todos: [Todo] = [], shouldFail: Bool = false) {
    self.todos = todos
    self.shouldFail = shouldFail
  }

  public func fetchTodos() async throws -> [Todo] {
    if shouldFail { throw URLError(.timedOut) }
    return lock.withLock { _ in todos }
  }

  public func add(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.timedOut) }
    lock.withLock { _ in
      if let index = todos.firstIndex(where: { $0.id == todo.id }) {
        todos[index] = todo
      } else {
        todos.append(todo)
      }
    }
  }

  public func delete(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.timedOut) }
    lock.withLock { _ in todos.removeAll { $0.id == todo.id } }
  }
}
