// Alternative: a struct whose todos live in one private final class behind an NSLock; guard in add.
import Foundation
import KitSupport
import TodoKit

/// What the mock throws when asked to fail.
public enum MockTodoError: Error, Equatable {
  case forcedFailure
}

/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
///
/// A struct whose state lives in one locked box, so copies share the todos and many tasks can call it at once.
public struct MockTodoRepository: TodoRepository {
  private final class Box: @unchecked Sendable {
    let lock = NSLock()
    var todos: [Todo]
    init(_ todos: [Todo]) { self.todos = todos }
  }

  private let box: Box
  private let shouldFail: Bool

  /// Creates a mock holding `todos`; when `shouldFail` is true, fetching throws: 创建持有 `todos` 的 Mock；`shouldFail` 为 true 时读取会抛错。
  public init(todos: [Todo] = [], shouldFail: Bool = false) {
    box = Box(todos)
    self.shouldFail = shouldFail
  }

  public func fetchTodos() async throws -> [Todo] {
    guard !shouldFail else { throw MockTodoError.forcedFailure }
    return box.lock.withLock { box.todos }
  }

  public func add(_ todo: Todo) async throws {
    box.lock.withLock {
      guard let index = box.todos.firstIndex(where: { $0.id == todo.id }) else {
        box.todos.append(todo)
        return
      }
      box.todos[index] = todo
    }
  }

  public func delete(_ todo: Todo) async throws {
    box.lock.withLock {
      box.todos.removeAll { $0.id == todo.id }
    }
  }
}
