// Alternative: a lock type of the student's own around an NSLock (the test looks into it and holds the NSLock).
import Foundation
import TodoKit

/// A small lock of my own: runs a closure while holding an NSLock. 我自己的小锁类型。
final class Locker: @unchecked Sendable {
  private let lock = NSLock()

  func sync<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
  private let locker = Locker()
  private var todos: [Todo]
  private let shouldFail: Bool

  public init(todos: [Todo] = [], shouldFail: Bool = false) {
    self.todos = todos
    self.shouldFail = shouldFail
  }

  public func fetchTodos() async throws -> [Todo] {
    if shouldFail { throw URLError(.timedOut) }
    return locker.sync { todos }
  }

  public func add(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.timedOut) }
    locker.sync {
      if let index = todos.firstIndex(where: { $0.id == todo.id }) {
        todos[index] = todo
      } else {
        todos.append(todo)
      }
    }
  }

  public func delete(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.timedOut) }
    locker.sync { todos.removeAll { $0.id == todo.id } }
  }
}
