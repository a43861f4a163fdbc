// Alternative: A @MainActor final class: the main actor guards its todos, and the test sees its methods wait while it holds the main actor.
import Foundation
import TodoKit

@MainActor
public final class MockTodoRepository: TodoRepository {
  private var todos: [Todo]
  private let shouldFail: Bool
  public nonisolated init(todos: [Todo] = [], shouldFail: Bool = false) { self.todos = todos; self.shouldFail = shouldFail }
  public func fetchTodos() async throws -> [Todo] { if shouldFail { throw URLError(.timedOut) }; return todos }
  public func add(_ todo: Todo) async throws {
    if shouldFail { throw URLError(.timedOut) }
    if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i] = todo } else { todos.append(todo) }
  }
  public func delete(_ todo: Todo) async throws { if shouldFail { throw URLError(.timedOut) }; todos.removeAll { $0.id == todo.id } }
}
