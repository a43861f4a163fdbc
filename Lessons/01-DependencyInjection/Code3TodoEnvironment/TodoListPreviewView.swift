#if os(macOS) || os(iOS)
import SwiftUI
import TodoKit

/// A tiny list that shows the todos of whatever repository the environment holds: 显示环境中仓库里待办的小列表。
struct TodoListPreviewView: View {
  @Environment(\.todoRepository) private var repository
  @State private var todos: [Todo] = []
  @State private var errorMessage: String?

  var body: some View {
    List(todos) { todo in
      Label(todo.title, systemImage: todo.isDone ? "checkmark.circle.fill" : "circle")
    }
    .overlay {
      if let errorMessage {
        Text(errorMessage).foregroundStyle(.red)
      }
    }
    .task {
      do {
        todos = try await repository.fetchTodos()
        errorMessage = nil
      } catch {
        errorMessage = "加载失败 / Could not load: \(error)"
      }
    }
  }
}

// TODO: 注入一个 Mock，例如 `.environment(\.todoRepository, SampleTodoRepository(todos: [Todo(title: "写测试")]))`。
// TODO: inject a mock, for example `.environment(\.todoRepository, SampleTodoRepository(todos: [Todo(title: "Write tests")]))`.
#Preview("待办 / Todos") {
  TodoListPreviewView()
}
#endif
