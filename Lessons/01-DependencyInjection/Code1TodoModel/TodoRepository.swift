import Foundation

// 编程题 1（下）：定义分类仓库协议 TodoCategoryRepository
// Code 1 (part 2): define the TodoCategoryRepository protocol
//
// TODO: 按下面列出的要求 6–8 声明这个协议（要求 1–5 在 Todo.swift 里）。注意它的方法和 TodoKit 的 TodoRepository 不同：
// save(_:) 既能新增也能替换同一 id 的分类，delete(id:) 只按 id 删除。
// TODO: declare this protocol to requirements 6–8 listed below (1–5 are in Todo.swift). Its methods differ from
// TodoKit's TodoRepository: save(_:) both adds a category and replaces the one with the same id, and delete(id:)
// deletes by id alone.
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
// 提示：协议只描述“能做什么”，不写任何实现。
// Hint: a protocol only says what can be done; it holds no implementation.

/// Where todo categories come from: 待办分类数据的来源。
public protocol TodoCategoryRepository {
}
