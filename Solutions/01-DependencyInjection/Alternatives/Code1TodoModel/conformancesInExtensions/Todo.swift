// Alternative: each conformance in an extension of its own; equality and hashing by id.
import Foundation

/// A category that todos can be filed under: 待办可以归入的一个分类。
public struct TodoCategory {
  public let id: UUID
  public var name: String
  public var isArchived: Bool

  public init(id: UUID = .init(), name: String, isArchived: Bool = false) {
    self.id = id
    self.name = name
    self.isArchived = isArchived
  }
}

extension TodoCategory: Identifiable {}

extension TodoCategory: Sendable {}

// Two categories are the same category when they share an id.
extension TodoCategory: Hashable {
  public static func == (lhs: TodoCategory, rhs: TodoCategory) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
