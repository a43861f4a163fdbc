import Foundation

/// One item on a todo list, shared by the lesson's coding exercises: 编程题共用的一条待办事项。
///
/// It is a value type: copying a `Todo` and changing the copy never changes the original.
/// 它是值类型：复制一个 `Todo` 再修改副本，不会影响原来的值。
///
/// Two todos are equal when all three fields are equal; repositories, however, match todos by `id` alone.
/// 三个字段都相同时两个待办才相等；但仓库（repository）只按 `id` 认定是不是同一条待办。
public struct Todo: Identifiable, Hashable, Sendable, Codable {
  /// The identity that repositories use to find, replace and delete this todo: 仓库查找、替换、删除时使用的标识。
  public let id: UUID

  /// What has to be done: 要做的事情。
  public var title: String

  /// Whether the todo has been finished: 是否已经完成。
  public var isDone: Bool

  /// Creates a todo, by default with a new identity and not yet done: 创建待办，默认生成新的标识、尚未完成。
  public init(id: UUID = UUID(), title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
