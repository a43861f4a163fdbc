// Differs from the reference: load() and markRead(_:) are nonisolated and hop to the main actor with MainActor.run for every change.
import Foundation
import Observation
import VMKit

/// The state behind the inbox screen; the service is called off the main actor: 收件箱界面背后的状态，在主 actor 之外调用服务。
@MainActor
@Observable
public final class InboxViewModel {
  public private(set) var messages: [Message] = []
  public private(set) var showsUnreadOnly = false
  public private(set) var isLoading = false
  public private(set) var errorMessage: String?

  @ObservationIgnored private let service: any MessageService

  public init(service: any MessageService) {
    self.service = service
  }

  public var rows: [MessageRow] {
    var shown = messages.sorted { $0.receivedAt > $1.receivedAt }
    if showsUnreadOnly {
      shown.removeAll { $0.isRead }
    }
    return shown.map { MessageRow($0) }
  }

  public var unreadCount: Int {
    messages.reduce(0) { $0 + ($1.isRead ? 0 : 1) }
  }

  public nonisolated func load() async {
    await MainActor.run { isLoading = true }
    do {
      let fetched = try await service.fetchMessages()
      await MainActor.run {
        messages = fetched
        errorMessage = nil
      }
    } catch {
      let text = "收件箱加载失败 / Could not load the inbox: \(error.localizedDescription)"
      await MainActor.run { errorMessage = text }
    }
    await MainActor.run { isLoading = false }
  }

  public nonisolated func markRead(_ id: Message.ID) async {
    do {
      try await service.markRead(id: id)
    } catch {
      let text = "标记已读失败 / Could not mark the message read: \(error.localizedDescription)"
      await MainActor.run { errorMessage = text }
      return
    }
    await load()
  }

  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    showsUnreadOnly = unreadOnly
  }
}
