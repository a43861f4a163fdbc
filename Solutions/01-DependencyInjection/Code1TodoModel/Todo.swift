import Foundation

// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements

/// One item on a todo list, a value type that can cross concurrency domains: 一条待办事项，可以安全跨并发域传递的值类型。
///
/// `id` never changes once the todo exists, so lists and repositories can rely on it; title and status can change.
/// 待办创建后 `id` 不再改变，列表和仓库都可以依靠它；标题和完成状态可以修改。
public struct Todo: Identifiable, Hashable, Sendable {  // SLIP sendable: public struct Todo: Identifiable, Hashable {
  /// The todo's stable identity: 待办的固定标识。
  public let id: UUID  // SLIP identifiableByUUID: public var id: UUID

  /// What has to be done: 要做的事情。
  public var title: String  // SLIP changeableFields: public let title: String

  /// Whether the todo has been finished: 是否已经完成。
  public var isDone: Bool  // SLIP changeableFields: public let isDone: Bool

  /// Creates a todo, by default with a new identity and not yet done: 创建待办，默认生成新的标识、尚未完成。
  // SLIP-BEGIN initializers
  public init(id: UUID = UUID(), title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
  // SLIP-END

  // SLIP-BEGIN hashable
  // SLIP-ELSE
  // /// Every todo equal to every other: the mistake this slip makes. 所有待办都相等（这个 slip 犯的错误）。
  // public static func == (lhs: Todo, rhs: Todo) -> Bool { true }
  // SLIP-END
}
