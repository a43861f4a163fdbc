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

/// A category that todos can be filed under, a value type that can cross concurrency domains: 待办可以归入的一个分类，
/// 可以安全跨并发域传递的值类型。
///
/// `id` never changes once the category exists, so repositories can replace and delete by it; name and archiving can
/// change. 分类创建后 `id` 不再改变，仓库按它替换和删除；名称和是否归档可以修改。
public struct TodoCategory: Identifiable, Hashable, Sendable {  // SLIP sendable: public struct TodoCategory: Identifiable, Hashable {
  /// The category's stable identity: 分类的固定标识。
  public let id: UUID  // SLIP identifiableByUUID: public var id: UUID

  /// The name shown for the category: 分类显示的名称。
  public var name: String  // SLIP changeableFields: public let name: String

  /// Whether the category is archived (hidden from the usual lists): 分类是否已归档（不在平常的列表里显示）。
  public var isArchived: Bool  // SLIP changeableFields: public let isArchived: Bool

  /// Creates a category, by default with a new identity and not archived: 创建分类，默认生成新的标识、尚未归档。
  // SLIP-BEGIN initializers
  public init(id: UUID = UUID(), name: String, isArchived: Bool = false) {
    self.id = id
    self.name = name
    self.isArchived = isArchived
  }
  // SLIP-END

  // SLIP-BEGIN hashable
  // SLIP-ELSE
  // /// Every category equal to every other: the mistake this slip makes. 所有分类都相等（这个 slip 犯的错误）。
  // public static func == (lhs: TodoCategory, rhs: TodoCategory) -> Bool { true }
  // SLIP-END
}
