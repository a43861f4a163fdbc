#if os(macOS) || os(iOS) || KIT_TYPECHECK_APPLE_CODE
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

extension TodoListPreviewView {
  /// What the preview below shows: 下面的预览显示的内容。
  // TODO: 注入一个 Mock，例如在 `TodoListPreviewView()` 后面接
  //       `.environment(\.todoRepository, SampleTodoRepository(todos: [Todo(title: "写测试")]))`。
  // TODO: inject a mock, for example by adding
  //       `.environment(\.todoRepository, SampleTodoRepository(todos: [Todo(title: "Write tests")]))` after `TodoListPreviewView()`.
  static var preview: some View {
    TodoListPreviewView()
  }
}

// `#Preview` 是宏，只能在 Apple 平台上展开，所以它只有一行：显示上面的 `preview`。这样 Linux 上也能检查预览的内容。
// `#Preview` is a macro that expands only on Apple platforms, so it is one line showing `preview` above; that way
// what the preview shows is checked on Linux too.
#if os(macOS) || os(iOS)
#Preview("待办 / Todos") { TodoListPreviewView.preview }
#endif
#endif
