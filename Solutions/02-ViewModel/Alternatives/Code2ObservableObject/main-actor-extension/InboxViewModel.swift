// Differs from the reference: the class is not @MainActor; everything that reads or changes the state lives in a
// @MainActor extension, and the initializer stays nonisolated.
import Combine
import Foundation
import VMKit

/// The state behind the inbox screen: 收件箱界面背后的状态。
public final class InboxViewModel: ObservableObject {
  /// The messages from the latest successful load: 最近一次成功读取的邮件。
  @Published public private(set) var messages: [Message] = []
  /// Whether the list shows unread messages only: 列表是否只显示未读邮件。
  @Published public private(set) var showsUnreadOnly = false
  /// Whether a load is in flight: 是否正在读取。
  @Published public private(set) var isLoading = false
  /// A message after a failed operation: 操作失败时的提示。
  @Published public private(set) var errorMessage: String?

  private let service: any MessageService

  /// Creates the view model with the service it reads from: 用它读取数据的服务创建 ViewModel。
  public init(service: any MessageService) {
    self.service = service
  }
}

/// What the screen reads and does, all on the main actor: 界面读取和调用的一切，都在主 actor 上。
@MainActor
extension InboxViewModel {
  /// The rows to show, newest first, filtered by `showsUnreadOnly`: 要显示的行，最新的在前，按 `showsUnreadOnly` 筛选。
  public var rows: [MessageRow] {
    messages.filter { !showsUnreadOnly || !$0.isRead }.sorted { $0.receivedAt > $1.receivedAt }.map(MessageRow.init)
  }

  /// How many messages are unread: 未读邮件的数量。
  public var unreadCount: Int {
    messages.count { !$0.isRead }
  }

  /// Loads the messages; a failure keeps the ones already shown. 读取邮件；失败时保留已经显示的邮件。
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      messages = try await service.fetchMessages()
      errorMessage = nil
    } catch {
      errorMessage = "收件箱加载失败 / Could not load the inbox: \(error.localizedDescription)"
    }
  }

  /// Marks a message read through the service, then reloads: 通过服务把邮件标为已读，然后重新读取。
  public func markRead(_ id: Message.ID) async {
    do {
      try await service.markRead(id: id)
      await load()
    } catch {
      errorMessage = "标记已读失败 / Could not mark the message read: \(error.localizedDescription)"
    }
  }

  /// Shows only unread messages, or all of them: 只显示未读邮件，或显示全部。
  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    showsUnreadOnly = unreadOnly
  }
}
