// 编程题 1（下）：定义仓库协议 TodoRepository
// Code 1 (part 2): define the TodoRepository protocol
//
// TODO: 按下面列出的要求 6–8 声明这个协议（要求 1–5 在 Todo.swift 里）。
// TODO: declare this protocol to requirements 6–8 listed below (1–5 are in Todo.swift).
//
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
//
// 提示：协议只描述“能做什么”，不写任何实现。
// Hint: a protocol only says what can be done; it holds no implementation.

/// Where todos come from: 待办数据的来源。
public protocol TodoRepository {
}
