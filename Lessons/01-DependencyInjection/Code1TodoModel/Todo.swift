import Foundation

// 编程题 1（上）：定义待办模型 Todo
// Code 1 (part 1): define the Todo model
//
// TODO: 让 Todo 成为一个值类型的待办事项，要求：
//   - 遵循 Identifiable、Hashable、Sendable；
//   - `id` 的类型是 UUID，创建后不再改变；
//   - `title: String` 和 `isDone: Bool` 可以修改；
//   - 提供 `init(id:title:isDone:)`，其中 id 默认生成新的 UUID，isDone 默认为 false，
//     这样 `Todo(title: "买牛奶")` 就能直接使用。
// TODO: make Todo a value-type todo item that:
//   - conforms to Identifiable, Hashable and Sendable;
//   - has an `id` of type UUID that never changes after creation;
//   - has a changeable `title: String` and `isDone: Bool`;
//   - offers `init(id:title:isDone:)` where id defaults to a new UUID and isDone to false,
//     so that `Todo(title: "Buy milk")` just works.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.code1

/// One item on a todo list: 一条待办事项。
public struct Todo {
}
