// Alternative: equality and hashing by id alone, written by hand, and two initializers instead of default arguments.
import Foundation

/// One item on a todo list: 一条待办事项。
public struct Todo: Identifiable, Hashable, Sendable {
  public let id: UUID
  public var title: String
  public var isDone: Bool

  /// A todo with every field given: 给出全部字段的待办。
  public init(id: UUID, title: String, isDone: Bool) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }

  /// A new todo, not done yet: 新的、尚未完成的待办。
  public init(title: String) {
    self.init(id: UUID(), title: title, isDone: false)
  }

  public static func == (lhs: Todo, rhs: Todo) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
