import Foundation

/// One book on the shelf: a plain value that can cross concurrency domains.
///
/// 书架上的一本书：一个普通的值类型。
/// - `Identifiable`：`List`/`ForEach` 靠 `id` 区分每一行 / lists tell rows apart by `id`.
/// - `Hashable`：可以放进 `Set`、参与比较 / can go into a `Set` and be compared.
/// - `Sendable`：所有属性都是值类型，可以安全地在 actor 之间传递 /
///   every property is a value, so a book may be handed between actors safely.
public struct Book: Identifiable, Hashable, Sendable {
  /// A stable identity, generated for each new book unless one is given.
  public let id: UUID
  /// The title shown in the list.
  public var title: String
  /// The author shown under the title.
  public var author: String

  /// Creates a book; leave out `id` to get a fresh one / 不传 `id` 时自动生成新的标识。
  public init(id: UUID = UUID(), title: String, author: String) {
    self.id = id
    self.title = title
    self.author = author
  }
}
