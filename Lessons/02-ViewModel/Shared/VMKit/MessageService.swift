/// Where the inbox's messages come from: 收件箱邮件的来源。
public protocol MessageService: Sendable {
  /// Fetches every message, in no particular order: 读取全部邮件（顺序不定）。
  func fetchMessages() async throws -> [Message]

  /// Marks the message with this identifier as read: 把这个标识的邮件标为已读。
  func markRead(id: Message.ID) async throws
}
