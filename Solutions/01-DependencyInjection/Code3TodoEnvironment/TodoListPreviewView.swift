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

#Preview("模拟数据 / Mock data") {
  TodoListPreviewView()
    .environment(
      \.todoRepository,
      SampleTodoRepository(todos: [
        Todo(title: "写测试 / Write tests"),
        Todo(title: "注入 Mock / Inject a mock", isDone: true),
      ])
    )
}
#endif
