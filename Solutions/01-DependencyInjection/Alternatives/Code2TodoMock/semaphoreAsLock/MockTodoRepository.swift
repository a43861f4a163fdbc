// Alternative: A final class whose todos sit behind a DispatchSemaphore(value: 1) used as a lock.
import Foundation
import TodoKit

public final class MockTodoRepository: TodoRepository, @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)
  private var _todos: [Todo]
  private let shouldFail: Bool
  private func read<T>(_ body: ([Todo]) -> T) -> T { semaphore.wait(); defer { semaphore.signal() }; return body(_todos) }
  private func change(_ body: (inout [Todo]) -> Void) { semaphore.wait(); defer { semaphore.signal() }; body(&_todos) }
  public init(todos: [Todo] = [], shouldFail: Bool = false) { self._todos = todos; self.shouldFail = shouldFail }
  public func fetchTodos() async throws -> [Todo] { if shouldFail { throw URLError(.timedOut) }; return read { $0 } }
  public func add(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.timedOut) }
    change { todos in if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i] = todo } else { todos.append(todo) } }
  }
  public func delete(_ todo: Todo) async throws { if shouldFail { throw URLError(.timedOut) }; change { $0.removeAll { $0.id == todo.id } } }
}
