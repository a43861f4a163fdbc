import Foundation

/// One message in the inbox, as the server sends it: 收件箱里的一封邮件（服务器给出的原始数据）。
public struct Message: Identifiable, Equatable, Sendable {
  /// The message's identifier: 邮件的标识。
  public var id: Int
  /// Who sent it: 发件人。
  public var sender: String
  /// The subject line, possibly blank: 主题，可能为空。
  public var subject: String
  /// When it arrived: 收到的时间。
  public var receivedAt: Date
  /// Whether the user has read it: 用户是否已读。
  public var isRead: Bool

  /// Creates a message: 创建一封邮件。
  public init(id: Int, sender: String, subject: String, receivedAt: Date, isRead: Bool = false) {
    self.id = id
    self.sender = sender
    self.subject = subject
    self.receivedAt = receivedAt
    self.isRead = isRead
  }
}
