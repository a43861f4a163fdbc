// Differs from the reference: rows is stored and @Published, rebuilt after every change; the fetch runs in a detached task.
import Combine
import Foundation
import VMKit

/// The state behind the inbox screen, with the prepared rows kept alongside: 收件箱界面背后的状态，另存一份整理好的行。
@MainActor
public final class InboxViewModel: ObservableObject {
  @Published public private(set) var messages: [Message] = [] {
    didSet { rebuildRows() }
  }
  @Published public private(set) var showsUnreadOnly = false {
    didSet { rebuildRows() }
  }
  @Published public private(set) var isLoading = false
  @Published public private(set) var errorMessage: String?
  @Published public private(set) var rows: [MessageRow] = []

  private let service: any MessageService

  public init(service: any MessageService) {
    self.service = service
  }

  public var unreadCount: Int {
    messages.filter { !$0.isRead }.count
  }

  public func load() async {
    isLoading = true
    let service = service
    let outcome = await Task.detached { () -> Result<[Message], any Error> in
      do {
        return .success(try await service.fetchMessages())
      } catch {
        return .failure(error)
      }
    }.value
    switch outcome {
    case .success(let fetched):
      messages = fetched
      errorMessage = nil
    case .failure(let error):
      errorMessage = "收件箱加载失败 / Could not load the inbox: \(error.localizedDescription)"
    }
    isLoading = false
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
  }

  /// Prepares the rows again from the messages and the filter: 根据邮件和筛选重新整理行。
  private func rebuildRows() {
    rows = messages
      .filter { !showsUnreadOnly || !$0.isRead }
      .sorted { $0.receivedAt > $1.receivedAt }
      .map(MessageRow.init)
  }
}
