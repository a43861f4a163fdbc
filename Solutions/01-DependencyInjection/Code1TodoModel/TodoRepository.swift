// BEGIN GENERATED: requirements (swift run grader sync)
// di.code1 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code1 requires (each scored on its own; points rounded to 0.01):
// 1. Todo 遵循 Identifiable，id 的类型是 UUID，创建后不再改变（let）。（1 分）
//    Todo conforms to Identifiable with an id of type UUID that never changes after creation (let). (1 pt)
// 2. Todo 遵循 Hashable：副本与原值相等，id 不同的待办不相等。（1 分）
//    Todo conforms to Hashable: a copy equals its original, and todos with different ids are not equal. (1 pt)
// 3. Todo 遵循 Sendable。（1 分）
//    Todo conforms to Sendable. (1 pt)
// 4. Todo 提供 init(id:title:isDone:)，id 默认生成新的 UUID、isDone 默认 false，所以 Todo(title:) 可以直接用。（1 分）
//    Todo offers init(id:title:isDone:), with id defaulting to a new UUID and isDone to false, so Todo(title:) works. (1 pt)
// 5. Todo 是值类型（struct），有可以修改的 title: String 和 isDone: Bool。（1 分）
//    Todo is a value type (a struct) with a changeable title: String and isDone: Bool. (1 pt)
// 6. TodoRepository 继承 Sendable。（1 分）
//    TodoRepository refines Sendable. (1 pt)
// 7. TodoRepository 声明的每个方法都是 async throws。（1 分）
//    Every method TodoRepository declares is async throws. (1 pt)
// 8. TodoRepository 声明 fetchTodos() -> [Todo]、add(_ todo: Todo) 和 delete(_ todo: Todo)，不声明其他要求。（1 分）
//    TodoRepository declares fetchTodos() -> [Todo], add(_ todo: Todo) and delete(_ todo: Todo), and no other requirement. (1 pt)
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
