// Differs from the reference: rows is a stored @Published property that a Combine pipeline (CombineLatest of $messages and $showsUnreadOnly, assign(to:)) keeps up to date.
import Combine
import Foundation
import VMKit

/// The inbox's state; rows follow messages and the filter through a Combine pipeline.
@MainActor
public final class InboxViewModel: ObservableObject {
  @Published public private(set) var messages: [Message] = []
  @Published public private(set) var showsUnreadOnly = false
  @Published public private(set) var isLoading = false
  @Published public private(set) var errorMessage: String?
  @Published public private(set) var rows: [MessageRow] = []

  private let service: any MessageService

  public init(service: any MessageService) {
    self.service = service
    Publishers.CombineLatest($messages, $showsUnreadOnly)
      .map { messages, unreadOnly in
        messages
          .filter { unreadOnly ? !$0.isRead : true }
          .sorted { $0.receivedAt > $1.receivedAt }
          .map(MessageRow.init)
      }
      .assign(to: &$rows)
  }

  public var unreadCount: Int {
    messages.count(where: { !$0.isRead })
  }

  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      messages = try await service.fetchMessages()
      errorMessage = nil
    } catch {
      errorMessage = "Could not load the inbox: \(error.localizedDescription)"
    }
  }

  public func markRead(_ id: Message.ID) async {
    do {
      try await service.markRead(id: id)
      await load()
    } catch {
      errorMessage = "Could not mark the message read: \(error.localizedDescription)"
    }
  }

  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    showsUnreadOnly = unreadOnly
  }
}
