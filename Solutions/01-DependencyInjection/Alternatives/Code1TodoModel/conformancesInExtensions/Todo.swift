// Alternative: each conformance in an extension of its own; equality and hashing by id.
import Foundation

/// One item on a todo list: 一条待办事项。
public struct Todo {
  public let id: UUID
  public var title: String
  public var isDone: Bool

  public init(id: UUID = .init(), title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}

extension Todo: Identifiable {}

extension Todo: Sendable {}

// Two todos are the same todo when they share an id.
extension Todo: Hashable {
  public static func == (lhs: Todo, rhs: Todo) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
