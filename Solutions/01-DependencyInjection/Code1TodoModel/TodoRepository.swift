import Foundation

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

/// Where todo categories come from: the only thing view models need to know about their storage: 待办分类数据的来源，
/// 也是视图模型对存储唯一需要知道的东西。
///
/// It says what can be done, not how: a network store, a file or an in-memory mock can all conform.
/// 协议只说明能做什么，不规定怎么做：网络存储、文件或内存中的 Mock 都可以遵循它。
/// Refining `Sendable` lets any implementation be passed safely between tasks and actors.
/// 继承 `Sendable` 让任何实现都能安全地在任务和 actor 之间传递。
public protocol TodoCategoryRepository: Sendable {  // SLIP refinesSendable: public protocol TodoCategoryRepository {
  /// Reads every stored category: 读取所有分类。
  func fetchCategories() async throws -> [TodoCategory]  // SLIP asyncThrows: func fetchCategories() async -> [TodoCategory]

  /// Stores a new category, or replaces the stored one with the same `id`: 保存新分类，或替换 `id` 相同的那一个。
  func save(_ category: TodoCategory) async throws

  /// Removes the category with this `id`: 删除这个 `id` 的分类。
  func delete(id: UUID) async throws  // SLIP declaresThreeMethods: func delete(_ id: UUID) async throws
}
