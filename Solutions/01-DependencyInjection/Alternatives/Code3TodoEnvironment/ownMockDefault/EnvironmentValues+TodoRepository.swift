// Alternative: an enum key whose computed defaultValue is a mock actor written here, not TodoKit's sample repository.
import SwiftUI
import TodoKit

/// A small in-memory repository for previews: 给预览用的内存仓库。
actor PreviewTodoRepository: TodoRepository {
  private var todos = [Todo(title: "预览 / Preview")]

  func fetchTodos() async throws -> [Todo] { todos }

  func add(_ todo: Todo) async throws {
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  func delete(_ todo: Todo) async throws {
    todos.removeAll { $0.id == todo.id }
  }
}

/// The key under which the todo repository is stored: 保存待办仓库所用的键。
enum PreviewTodoRepositoryKey: EnvironmentKey {
  static var defaultValue: any TodoRepository { PreviewTodoRepository() }
}

extension EnvironmentValues {
  /// The repository that views read with `@Environment(\.todoRepository)`: 视图读取的仓库。
  var todoRepository: any TodoRepository {
    get { self[PreviewTodoRepositoryKey.self] }
    set { self[PreviewTodoRepositoryKey.self] = newValue }
  }
}
