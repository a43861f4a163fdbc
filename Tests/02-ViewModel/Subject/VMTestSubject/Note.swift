import Foundation

/// One note in the list: 列表里的一条笔记。
public struct Note: Identifiable, Equatable, Sendable {
  /// The note's identifier: 笔记的标识。
  public var id: Int
  /// The note's title: 笔记的标题。
  public var title: String
  /// When the note was last edited: 最后一次编辑的时间。
  public var updatedAt: Date

  /// Creates a note: 创建一条笔记。
  public init(id: Int, title: String, updatedAt: Date) {
    self.id = id
    self.title = title
    self.updatedAt = updatedAt
  }
}
