import Foundation

/// One book as the server describes it: 服务器返回的一本书。
public struct Book: Identifiable, Hashable, Sendable {
  /// A stable identity, so lists can tell rows apart.
  public let id: UUID

  /// The title shown in the list.
  public var title: String

  /// Creates a book; `id` defaults to a fresh UUID.
  public init(id: UUID = UUID(), title: String) {
    self.id = id
    self.title = title
  }
}
