// Differs from the reference: showsUnreadOnly announces itself by hand from willSet (as the lesson shows); helpers for rows and the count.
import Combine
import Foundation
import VMKit

/// The state behind the inbox screen; the filter announces its changes by hand: 收件箱界面背后的状态，筛选的改变手动通知。
@MainActor
public final class InboxViewModel: ObservableObject {
  @Published public private(set) var messages: [Message] = []
  public private(set) var showsUnreadOnly = false {
    willSet { objectWillChange.send() }
  }
  @Published public private(set) var isLoading = false
  @Published public private(set) var errorMessage: String?

  private let service: any MessageService

  public init(service: any MessageService) {
    self.service = service
  }

  public var rows: [MessageRow] {
    Self.rows(from: messages, unreadOnly: showsUnreadOnly)
  }

  public var unreadCount: Int {
    messages.reduce(0) { $0 + ($1.isRead ? 0 : 1) }
  }

  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      let fetched = try await service.fetchMessages()
      messages = fetched
      errorMessage = nil
    } catch {
      errorMessage = "收件箱加载失败 / Could not load the inbox: \(error.localizedDescription)"
    }
  }

  public func markRead(_ id: Message.ID) async {
    do {
      try await service.markRead(id: id)
    } catch {
      errorMessage = "标记已读失败 / Could not mark the message read: \(error.localizedDescription)"
      return
    }
    await load()
  }

  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    showsUnreadOnly = unreadOnly
  }

  /// The rows for `messages`, newest first, unread only when asked: 由邮件整理出的行，最新的在前，需要时只留未读。
  private static func rows(from messages: [Message], unreadOnly: Bool) -> [MessageRow] {
    let shown = unreadOnly ? messages.filter { !$0.isRead } : messages
    return shown.sorted { $0.receivedAt > $1.receivedAt }.map { MessageRow($0) }
  }
}
