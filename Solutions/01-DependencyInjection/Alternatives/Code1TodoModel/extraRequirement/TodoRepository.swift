// Alternative: the protocol asks for one method more than the three (archiving by id), and its internal parameter
// names differ; an extra requirement costs nothing, since no test type has to conform to the protocol.
import Foundation

/// Where todo categories come from: 待办分类数据的来源。
public protocol TodoCategoryRepository: Sendable {
  /// Every category, archived ones included: 全部分类，包括已归档的。
  func fetchCategories() async throws -> [TodoCategory]

  /// Adds `newCategory`, or replaces the stored one with the same id: 新增分类，或替换同一 id 的分类。
  func save(_ newCategory: TodoCategory) async throws

  /// Deletes the category whose id is `categoryID`: 删除 id 为 `categoryID` 的分类。
  func delete(id categoryID: UUID) async throws

  /// Archives the category whose id is `categoryID`: 归档 id 为 `categoryID` 的分类。
  func archive(id categoryID: UUID) async throws
}
