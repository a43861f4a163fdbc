// Alternative: a final class marked @unchecked Sendable whose state sits behind an NSLock, with a mock error of its own.
import Foundation
import TodoKit

/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
  /// The error a failing mock throws: 失败时抛出的错误。
  public struct MockFailure: Error {}

  private let lock = NSLock()
  private var todos: [Todo]
  private let shouldFail: Bool

  public init(todos: [Todo] = [], shouldFail: Bool = false) {
    self.todos = todos
    self.shouldFail = shouldFail
  }

  public func fetchTodos() async throws -> [Todo] {
    if shouldFail { throw MockFailure() }
    return lock.withLock { todos }
  }

  public func add(_ todo: Todo) async throws {
    lock.withLock {
      if let index = todos.firstIndex(where: { $0.id == todo.id }) {
        todos[index] = todo
      } else {
        todos.append(todo)
      }
    }
  }

  public func delete(_ todo: Todo) async throws {
    lock.withLock { todos.removeAll { $0.id == todo.id } }
  }
}
