// Differs from the reference: no @Published at all; every stored property announces itself by hand from willSet
// through the default objectWillChange; the filter setter skips a value it already has.
import Combine
import Foundation
import VMKit

/// The state behind the inbox screen, announcing each change by hand: 收件箱界面背后的状态，每处改变都手动通知。
@MainActor
public final class InboxViewModel: ObservableObject {
  /// The messages from the latest successful load: 最近一次成功读取的邮件。
  public private(set) var messages: [Message] = [] {
    willSet { objectWillChange.send() }
  }
  /// Whether the list shows unread messages only: 列表是否只显示未读邮件。
  public private(set) var showsUnreadOnly = false {
    willSet { objectWillChange.send() }
  }
  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false {
    willSet { objectWillChange.send() }
  }
  /// A message after a failed operation: 操作失败时的提示。
  public private(set) var errorMessage: String? {
    willSet { objectWillChange.send() }
  }

  private let service: any MessageService

  /// Creates the view model with the service it reads from: 用它读取数据的服务创建 ViewModel。
  public init(service: any MessageService) {
    self.service = service
  }

  /// The rows to show, newest first, filtered by `showsUnreadOnly`: 要显示的行，最新的在前，按 `showsUnreadOnly` 筛选。
  public var rows: [MessageRow] {
    let visible = showsUnreadOnly ? messages.filter { !$0.isRead } : messages
    return visible.sorted(by: { $0.receivedAt > $1.receivedAt }).map { MessageRow($0) }
  }

  /// How many messages are unread: 未读邮件的数量。
  public var unreadCount: Int {
    messages.reduce(0) { $0 + ($1.isRead ? 0 : 1) }
  }

  /// Loads the messages from the service: 从服务读取邮件。
  public func load() async {
    isLoading = true
    do {
      let fetched = try await service.fetchMessages()
      messages = fetched
      errorMessage = nil
    } catch {
      errorMessage = "Could not load the inbox: \(error)"
    }
    isLoading = false
  }

  /// Marks a message read through the service, then reloads: 通过服务把邮件标为已读，然后重新读取。
  public func markRead(_ id: Message.ID) async {
    do {
      try await service.markRead(id: id)
    } catch {
      errorMessage = "Could not mark message \(id) read."
      return
    }
    await load()
  }

  /// Shows only unread messages, or all of them: 只显示未读邮件，或显示全部。
  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    guard unreadOnly != showsUnreadOnly else { return }
    showsUnreadOnly = unreadOnly
  }
}
