import Foundation

// BEGIN GENERATED: requirements (swift run grader sync)
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
  func delete(id: UUID) async throws  // SLIP declaresThreeMethods:
}
