// Alternative: an internal protocol with a convenience method in a protocol extension (not a requirement).
/// Where todos come from: 待办数据的来源。
protocol TodoRepository: Sendable {
  func fetchTodos() async throws -> [Todo]
  func add(_ todo: Todo) async throws
  func delete(_ todo: Todo) async throws
}

extension TodoRepository {
  /// The todos not done yet: 尚未完成的待办。
  func openTodos() async throws -> [Todo] {
    try await fetchTodos().filter { !$0.isDone }
  }
}
