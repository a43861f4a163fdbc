// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

/// Where todos come from: the only thing view models need to know about storage: 待办数据的来源，也是视图模型对存储唯一需要知道的东西。
///
/// It says what can be done, not how: a network store, a file or an in-memory mock can all conform.
/// 协议只说明能做什么，不规定怎么做：网络存储、文件或内存中的 Mock 都可以遵循它。
/// Refining `Sendable` lets any implementation be passed safely between tasks and actors.
/// 继承 `Sendable` 让任何实现都能安全地在任务和 actor 之间传递。
public protocol TodoRepository: Sendable {  // SLIP refinesSendable: public protocol TodoRepository {
  /// Reads every stored todo: 读取所有待办。
  func fetchTodos() async throws -> [Todo]  // SLIP asyncThrows: func fetchTodos() async -> [Todo]

  /// Stores a todo: 保存一条待办。
  func add(_ todo: Todo) async throws

  /// Removes a todo: 删除一条待办。
  func delete(_ todo: Todo) async throws  // SLIP declaresThreeMethods:
}
