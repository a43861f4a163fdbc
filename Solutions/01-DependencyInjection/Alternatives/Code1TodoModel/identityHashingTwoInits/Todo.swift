// Alternative: equality and hashing by id alone, written by hand, and two initializers instead of default arguments.
import Foundation

/// A category that todos can be filed under: 待办可以归入的一个分类。
public struct TodoCategory: Identifiable, Hashable, Sendable {
  public let id: UUID
  public var name: String
  public var isArchived: Bool

  /// A category with every field given: 给出全部字段的分类。
  public init(id: UUID, name: String, isArchived: Bool) {
    self.id = id
    self.name = name
    self.isArchived = isArchived
  }

  /// A new category, not archived: 新的、尚未归档的分类。
  public init(name: String) {
    self.init(id: UUID(), name: name, isArchived: false)
  }

  public static func == (lhs: TodoCategory, rhs: TodoCategory) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
