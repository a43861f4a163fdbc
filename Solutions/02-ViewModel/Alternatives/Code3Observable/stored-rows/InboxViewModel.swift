// Differs from the reference: rows and unreadCount are stored and rebuilt by a helper after every change of messages or the filter.
import Foundation
import Observation
import VMKit

/// The state behind the inbox screen, with the prepared rows kept alongside: 收件箱界面背后的状态，另存一份整理好的行。
@MainActor
@Observable
public final class InboxViewModel {
  public private(set) var messages: [Message] = []
  public private(set) var showsUnreadOnly = false
  public private(set) var isLoading = false
  public private(set) var errorMessage: String?
  public private(set) var rows: [MessageRow] = []
  public private(set) var unreadCount = 0

  @ObservationIgnored private let service: any MessageService

  public init(service: any MessageService) {
    self.service = service
  }

  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      messages = try await service.fetchMessages()
      errorMessage = nil
      rebuild()
    } catch {
      errorMessage = "收件箱加载失败 / Could not load the inbox: \(error.localizedDescription)"
    }
  }

  public func markRead(_ id: Message.ID) async {
    do {
      try await service.markRead(id: id)
      await load()
    } catch {
      errorMessage = "标记已读失败 / Could not mark the message read: \(error.localizedDescription)"
    }
  }

  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    showsUnreadOnly = unreadOnly
    rebuild()
  }

  /// Prepares the rows and the count again: 重新整理行和未读数。
  private func rebuild() {
    let unread = messages.filter { !$0.isRead }
    unreadCount = unread.count
    rows = (showsUnreadOnly ? unread : messages)
      .sorted { $0.receivedAt > $1.receivedAt }
      .map(MessageRow.init)
  }
}
