/// Where todos come from, as seen by view models and views: 视图模型和视图眼中的待办数据来源。
///
/// Code that needs todos depends on this protocol only, so a real store, a file or an in-memory mock can be swapped in.
/// 需要待办数据的代码只依赖这个协议，因此真实存储、文件或内存中的模拟实现都可以互相替换。
///
/// Every implementation keeps the same contract / 所有实现都遵守同一份约定:
/// - `fetchTodos()` returns the todos in their stored order.
///   `fetchTodos()` 按存储顺序返回全部待办。
/// - `add(_:)` appends a todo whose `id` is new, and replaces, in place, the todo that has the same `id`.
///   `add(_:)` 遇到新的 `id` 就追加到末尾；遇到已有的 `id` 就在原位置替换那一条。
/// - `delete(_:)` removes the todo with the same `id`, whatever its other fields; an unknown `id` is not an error.
///   `delete(_:)` 只按 `id` 删除，不比较其他字段；找不到该 `id` 不算错误。
///
/// The protocol refines `Sendable`, so one repository can be handed across tasks and actors safely.
/// 协议继承了 `Sendable`，同一个仓库可以安全地在任务和 actor 之间传递。
public protocol TodoRepository: Sendable {
  /// Returns every stored todo in order: 按顺序返回所有已存储的待办。
  func fetchTodos() async throws -> [Todo]

  /// Inserts a new todo, or replaces in place the stored todo with the same `id`: 插入新待办，或原位替换 `id` 相同的待办。
  func add(_ todo: Todo) async throws

  /// Removes the stored todo with the same `id` as the given one: 删除与给定待办 `id` 相同的那一条。
  func delete(_ todo: Todo) async throws
}
