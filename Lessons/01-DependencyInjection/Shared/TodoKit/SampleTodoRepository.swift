/// An in-memory repository seeded with a few todos, for previews and as an environment default: 预置几条待办的内存仓库，用于预览和环境默认值。
///
/// It follows the `TodoRepository` contract exactly and never throws; it keeps nothing on disk.
/// 它严格遵守 `TodoRepository` 的约定，从不抛出错误，也不会写入磁盘。
public actor SampleTodoRepository: TodoRepository {
  /// The todos a new repository starts with when none are given: 未指定时新仓库预置的待办。
  public static let sampleTodos: [Todo] = [
    Todo(title: "读完依赖注入这一课 / Read the dependency injection lesson", isDone: true),
    Todo(title: "写一个 Mock 仓库 / Write a mock repository"),
    Todo(title: "给 ViewModel 写测试 / Test the view model"),
  ]

  private var todos: [Todo]

  /// Creates a repository holding the given todos, the samples by default: 创建持有给定待办的仓库，默认使用示例数据。
  public init(todos: [Todo] = SampleTodoRepository.sampleTodos) {
    self.todos = todos
  }

  public func fetchTodos() async throws -> [Todo] {
    todos
  }

  public func add(_ todo: Todo) async throws {
    if let index = todos.firstIndex(where: { $0.id == todo.id }) {
      todos[index] = todo
    } else {
      todos.append(todo)
    }
  }

  public func delete(_ todo: Todo) async throws {
    todos.removeAll { $0.id == todo.id }
  }
}
