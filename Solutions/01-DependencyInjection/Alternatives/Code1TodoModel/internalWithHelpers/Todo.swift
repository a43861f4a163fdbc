// Alternative: the lesson's style without public, conformances listed in extensions, and a computed helper property.
import Foundation

/// One item on a todo list: 一条待办事项。
struct Todo {
  let id: UUID
  var title: String
  var isDone: Bool

  init(id: UUID = UUID(), title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }

  /// The title with a check mark when done: 完成时带勾的标题。
  var label: String { isDone ? "✓ \(title)" : title }
}

extension Todo: Identifiable {}
extension Todo: Hashable {}
extension Todo: Sendable {}
