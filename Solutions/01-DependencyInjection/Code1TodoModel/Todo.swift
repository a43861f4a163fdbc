import Foundation

// BEGIN GENERATED: requirements (swift run grader sync)
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
