import Foundation

/// One row of the inbox list, ready to show: 收件箱列表里的一行，已经整理成可以直接显示的样子。
///
/// The view shows these as they are; turning a ``Message`` into a row is the view model's job.
/// 视图原样显示这些行；把 ``Message`` 整理成行是 ViewModel 的工作。
public struct MessageRow: Identifiable, Equatable, Sendable {
  /// The text shown when a message has a blank subject: 主题为空时显示的文字。
  public static let noSubject = "（无主题）/ (no subject)"

  /// The message's identifier: 邮件的标识。
  public var id: Message.ID
  /// The subject, or ``noSubject`` when it is blank: 主题；为空时是 ``noSubject``。
  public var title: String
  /// Who sent it: 发件人。
  public var sender: String
  /// Whether to show the unread dot: 是否显示未读标记。
  public var isUnread: Bool

  /// Prepares the row that shows `message`: 为 `message` 整理出要显示的一行。
  public init(_ message: Message) {
    id = message.id
    let subject = message.subject.trimmingCharacters(in: .whitespacesAndNewlines)
    title = subject.isEmpty ? Self.noSubject : subject
    sender = message.sender
    isUnread = !message.isRead
  }
}
