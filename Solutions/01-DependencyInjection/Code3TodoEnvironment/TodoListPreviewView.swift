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
  /// What the preview below shows: the list reading from an in-memory mock, never from a real store.
  /// 下面的预览显示的内容：列表从内存中的 Mock 读取，而不是真实的存储。
  static var preview: some View {
    TodoListPreviewView()
      .environment(
        \.todoRepository,
        SampleTodoRepository(todos: [
          Todo(title: "写测试 / Write tests"),
          Todo(title: "注入 Mock / Inject a mock", isDone: true),
        ])
      )
  }
}

// `#Preview` 是宏，只能在 Apple 平台上展开，所以它只有一行：显示上面的 `preview`。
// `#Preview` is a macro that expands only on Apple platforms, so it is one line showing `preview` above.
#if os(macOS) || os(iOS)
#Preview("模拟数据 / Mock data") { TodoListPreviewView.preview }
#endif
#endif
