// Differs from the reference: the class is not @MainActor; its computed properties and methods sit in a @MainActor
// extension, and the initializer stays nonisolated.
import Foundation
import Observation
import VMKit

/// The state behind the inbox screen, observable with Observation: 收件箱界面背后的状态，用 Observation 观察。
///
/// `@Observable` turns every stored `var` into tracked storage, so a view that reads `rows` refreshes when `messages`
/// or `showsUnreadOnly` changes, and not when only `isLoading` does. `@MainActor` keeps every change on the main actor.
/// `@Observable` 让每个存储的 `var` 都被追踪：读过 `rows` 的视图会在 `messages` 或 `showsUnreadOnly` 变化时刷新，
/// 只变 `isLoading` 时则不会。`@MainActor` 保证所有修改都在主 actor 上发生。
@Observable
public final class InboxViewModel {
  /// The messages from the latest successful load, as the service sent them: 最近一次成功读取的邮件（服务给出的原样）。
  public private(set) var messages: [Message] = []
  /// Whether the list shows unread messages only: 列表是否只显示未读邮件。
  public private(set) var showsUnreadOnly = false
  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false
  /// A message after a failed operation, `nil` after a successful load: 操作失败时的提示，读取成功后为 `nil`。
  public private(set) var errorMessage: String?

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
    messages
      .filter { !showsUnreadOnly || !$0.isRead }
      .sorted { $0.receivedAt > $1.receivedAt }
      .map(MessageRow.init)
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
