// Alternative: an internal protocol with convenience methods in a protocol extension (not requirements).
import Foundation

/// Where todo categories come from: 待办分类数据的来源。
protocol TodoCategoryRepository: Sendable {
  func fetchCategories() async throws -> [TodoCategory]
  func save(_ category: TodoCategory) async throws
  func delete(id: UUID) async throws
}

extension TodoCategoryRepository {
  /// The categories not archived: 尚未归档的分类。
  func activeCategories() async throws -> [TodoCategory] {
    try await fetchCategories().filter { !$0.isArchived }
  }

  /// Deletes `category` by its id: 按 id 删除这个分类。
  func delete(_ category: TodoCategory) async throws {
    try await delete(id: category.id)
  }
}
