import TodoKit

/// A repository whose fetch stays suspended until the test opens the gate: 读取会一直挂起、直到测试“开闸”的仓库。
actor GatedTodoRepository: TodoRepository {
  private let todos: [Todo]
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// How many times `fetchTodos()` has been called: `fetchTodos()` 被调用的次数。
  private(set) var fetchCalls = 0

  init(todos: [Todo]) {
    self.todos = todos
  }

  /// Lets every suspended and future fetch return: 让所有挂起的和之后的读取立即返回。
  func open() {
    isOpen = true
    let resumed = waiting
    waiting = []
    for continuation in resumed {
      continuation.resume()
    }
  }

  func fetchTodos() async throws -> [Todo] {
    fetchCalls += 1
    if !isOpen {
      await withCheckedContinuation { continuation in
        waiting.append(continuation)
      }
    }
    return todos
  }

  func add(_ todo: Todo) async throws {}

  func delete(_ todo: Todo) async throws {}
}
