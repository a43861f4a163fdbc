// Alternative: the lesson's plain style: isLoading reset in a defer, toggle builds a new Todo and calls the repository itself.
import Foundation
import Observation
import TodoKit

@MainActor
@Observable
public final class TodoListViewModel {
  public private(set) var todos: [Todo] = []
  public private(set) var isLoading = false
  public var errorMessage: String?

  private let repository: any TodoRepository

  public init(repository: any TodoRepository) {
    self.repository = repository
  }

  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      todos = try await repository.fetchTodos()
      errorMessage = nil
    } catch {
      errorMessage = "Could not load: \(error)"
    }
  }

  public func add(_ todo: Todo) async {
    do {
      try await repository.add(todo)
      await load()
    } catch {
      errorMessage = "Could not add: \(error)"
    }
  }

  public func delete(_ todo: Todo) async {
    do {
      try await repository.delete(todo)
      await load()
    } catch {
      errorMessage = "Could not delete: \(error)"
    }
  }

  public func toggle(_ todo: Todo) async {
    let flipped = Todo(id: todo.id, title: todo.title, isDone: !todo.isDone)
    do {
      try await repository.add(flipped)
      await load()
    } catch {
      errorMessage = "Could not update: \(error)"
    }
  }
}
