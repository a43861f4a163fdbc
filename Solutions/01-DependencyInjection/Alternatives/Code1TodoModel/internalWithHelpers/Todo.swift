// Alternative: the lesson's style without public, conformances listed in extensions, and a computed helper property.
import Foundation

/// A category that todos can be filed under: 待办可以归入的一个分类。
struct TodoCategory {
  let id: UUID
  var name: String
  var isArchived: Bool

  init(id: UUID = UUID(), name: String, isArchived: Bool = false) {
    self.id = id
    self.name = name
    self.isArchived = isArchived
  }

  /// The name, marked when archived: 归档时带标记的名称。
  var label: String { isArchived ? "[归档 / archived] \(name)" : name }
}

extension TodoCategory: Identifiable {}
extension TodoCategory: Hashable {}
extension TodoCategory: Sendable {}
