// Alternative: A final class with a queue for simulated latency stored before the NSLock that guards its todos (the test holds every lock it finds, not only the first).
import Foundation
import TodoKit

public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
  private let latencyQueue = DispatchQueue(label: "mock.latency")
  private let lock = NSLock()
  private var _todos: [Todo]
  private let shouldFail: Bool
  private func read<T>(_ body: ([Todo]) -> T) -> T { lock.withLock { body(_todos) } }
  private func change(_ body: (inout [Todo]) -> Void) { lock.withLock { body(&_todos) } }
  public init(todos: [Todo] = [], shouldFail: Bool = false) { self._todos = todos; self.shouldFail = shouldFail }
  public func fetchTodos() async throws -> [Todo] { if shouldFail { throw URLError(.timedOut) }; return read { $0 } }
  public func add(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.timedOut) }
    change { todos in if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i] = todo } else { todos.append(todo) } }
  }
  public func delete(_ todo: Todo) async throws { if shouldFail { throw URLError(.timedOut) }; change { $0.removeAll { $0.id == todo.id } } }
}
