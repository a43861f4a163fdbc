import Foundation
import TodoKit

/// An in-memory repository whose calls can be told to fail and which logs every call in order: 可按需让调用失败、并按顺序记录每次调用的内存仓库。
actor ScriptedTodoRepository: TodoRepository {
  /// The error the repository throws when a call is told to fail: 要求失败时抛出的错误。
  struct Failure: Swift.Error, CustomStringConvertible {
    var description: String { "模拟的仓库错误 / simulated repository failure" }
  }

  /// One call the repository received: 仓库收到的一次调用。
  enum Call: Equatable {
    case fetch
    case add
    case delete
  }

  private(set) var todos: [Todo]
  private(set) var calls: [Call] = []
  private var failFetch = false
  private var failAdd = false
  private var failDelete = false

  init(todos: [Todo] = []) {
    self.todos = todos
  }

  /// How many times `fetchTodos()` has been called: `fetchTodos()` 被调用的次数。
  var fetchCount: Int { calls.filter { $0 == .fetch }.count }

  /// Whether a fetch came after the last call of `kind`: 最后一次 `kind` 调用之后是否还有读取。
  func fetched(after kind: Call) -> Bool {
    guard let last = calls.lastIndex(of: kind) else { return false }
    return calls[(last + 1)...].contains(.fetch)
  }

  /// Chooses which calls throw from now on: 设置此后哪些调用会抛错。
  func setFailures(fetch: Bool = false, add: Bool = false, delete: Bool = false) {
    failFetch = fetch
    failAdd = add
    failDelete = delete
  }

  func fetchTodos() async throws -> [Todo] {
    calls.append(.fetch)
    if failFetch { throw Failure() }
    return todos
  }

  func add(_ todo: Todo) async throws {
    calls.append(.add)
    if failAdd { throw Failure() }
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  func delete(_ todo: Todo) async throws {
    calls.append(.delete)
    if failDelete { throw Failure() }
    todos.removeAll { $0.id == todo.id }
  }
}
