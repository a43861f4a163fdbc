import Foundation

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

/// One item on a todo list, a value type that can cross concurrency domains: 一条待办事项，可以安全跨并发域传递的值类型。
///
/// `id` never changes once the todo exists, so lists and repositories can rely on it; title and status can change.
/// 待办创建后 `id` 不再改变，列表和仓库都可以依靠它；标题和完成状态可以修改。
public struct Todo: Identifiable, Hashable, Sendable {  // SLIP sendable: public struct Todo: Identifiable, Hashable {
  /// The todo's stable identity: 待办的固定标识。
  public let id: UUID  // SLIP identifiableByUUID: public var id: UUID

  /// What has to be done: 要做的事情。
  public var title: String  // SLIP changeableFields: public let title: String

  /// Whether the todo has been finished: 是否已经完成。
  public var isDone: Bool  // SLIP changeableFields: public let isDone: Bool

  /// Creates a todo, by default with a new identity and not yet done: 创建待办，默认生成新的标识、尚未完成。
  // SLIP-BEGIN initializers
  public init(id: UUID = UUID(), title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
  // SLIP-END

  // SLIP-BEGIN hashable
  // SLIP-ELSE
  // /// Every todo equal to every other: the mistake this slip makes. 所有待办都相等（这个 slip 犯的错误）。
  // public static func == (lhs: Todo, rhs: Todo) -> Bool { true }
  // SLIP-END
}
