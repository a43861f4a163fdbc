import Foundation

// 编程题 1（上）：定义待办分类 TodoCategory
// Code 1 (part 1): define the TodoCategory model
//
// 待办应用里，每条待办可以归到一个分类（“工作”“家里”……）。编程题 2–5 用的 `Todo` 和 `TodoRepository` 已经在
// `Shared/TodoKit` 里写好了；这道题请你自己为分类设计模型和仓库协议。分类和待办的字段、仓库的方法都不一样，
// 请按下面的要求写，不要照搬 TodoKit。
// In the todo app every todo can belong to a category ("Work", "Home", …). The `Todo` and `TodoRepository` that
// code 2–5 use are ready-made in `Shared/TodoKit`; here you design the model and the repository protocol of
// categories yourself. Their fields and the repository's methods differ from the todo ones: follow the requirements
// below rather than copying TodoKit.
//
// TODO: 把 TodoCategory 写成一个值类型，满足下面列出的要求 1–5（要求 6–8 在 TodoRepository.swift 里）。
// TODO: make TodoCategory a value type that meets requirements 1–5 listed below (6–8 are in TodoRepository.swift).
//
// BEGIN GENERATED: requirements (swift run grader sync)
// di.code1 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code1 requires (each scored on its own; points rounded to 0.01):
// 1. TodoCategory 遵循 Identifiable，id 的类型是 UUID，创建后不再改变（let）。（1 分）
//    TodoCategory conforms to Identifiable with an id of type UUID that never changes after creation (let). (1 pt)
// 2. TodoCategory 遵循 Hashable：副本与原值相等，id 不同的分类不相等。（1 分）
//    TodoCategory conforms to Hashable: a copy equals its original, and categories with different ids are not equal. (1 pt)
// 3. TodoCategory 遵循 Sendable。（1 分）
//    TodoCategory conforms to Sendable. (1 pt)
// 4. TodoCategory 提供 init(id:name:isArchived:)，id 默认生成新的 UUID、isArchived 默认 false，所以 TodoCategory(name:) 可以直接用。（1 分）
//    TodoCategory offers init(id:name:isArchived:), with id defaulting to a new UUID and isArchived to false, so TodoCategory(name:) works. (1 pt)
// 5. TodoCategory 是值类型（struct），有可以修改的 name: String 和 isArchived: Bool。（1 分）
//    TodoCategory is a value type (a struct) with a changeable name: String and isArchived: Bool. (1 pt)
// 6. TodoCategoryRepository 继承 Sendable。（1 分）
//    TodoCategoryRepository refines Sendable. (1 pt)
// 7. TodoCategoryRepository 声明的每个方法都是 async throws。（1 分）
//    Every method TodoCategoryRepository declares is async throws. (1 pt)
// 8. TodoCategoryRepository 声明 fetchCategories() -> [TodoCategory]、save(_ category: TodoCategory) 和 delete(id: UUID)，名字、参数标签和类型都与此一致。（1 分）
//    TodoCategoryRepository declares fetchCategories() -> [TodoCategory], save(_ category: TodoCategory) and delete(id: UUID), with exactly these names, argument labels and types. (1 pt)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.code1

/// A category that todos can be filed under: 待办可以归入的一个分类。
public struct TodoCategory {
}
