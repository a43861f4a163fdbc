import Combine
import Foundation
import VMKit

// BEGIN GENERATED: requirements (swift run grader sync)
// vm.code2 的要求（每条单独计分，分数四舍五入到 0.01）/ What vm.code2 requires (each scored on its own; points rounded to 0.01):
// 1. load() 成功时用服务返回的邮件原样替换 messages（保持服务给出的顺序，排序由 rows 负责），并把 errorMessage 清为 nil。（0.73 分）
//    A successful load() replaces messages with what the service returned, in the order it sent them (rows does the sorting), and clears errorMessage to nil. (0.73 pts)
// 2. 读取期间 isLoading 为 true，load() 结束后（成功或失败）回到 false。（0.73 分）
//    isLoading is true while the fetch is in flight and false once load() ends, after a success or a failure. (0.73 pts)
// 3. load() 失败时，errorMessage 里放一段说明文字，messages 保持不变。（0.73 分）
//    When load() fails, errorMessage gets some text and messages stays as it was. (0.73 pts)
// 4. rows 包含全部邮件，按 receivedAt 从新到旧，每封用 MessageRow(_:) 变成一行。（0.73 分）
//    rows holds every message, newest receivedAt first, each made with MessageRow(_:). (0.73 pts)
// 5. unreadCount 是未读邮件的数量。（0.73 分）
//    unreadCount is the number of unread messages. (0.73 pts)
// 6. setShowsUnreadOnly(_:) 设置 showsUnreadOnly；它为 true 时 rows 只包含未读邮件。（0.73 分）
//    setShowsUnreadOnly(_:) sets showsUnreadOnly, and while it is true rows holds only the unread messages. (0.73 pts)
// 7. markRead(_:) 让服务把这封邮件标为已读，然后重新读取。（0.73 分）
//    markRead(_:) has the service mark the message read, then loads again. (0.73 pts)
// 8. 标为已读失败时，errorMessage 里放一段说明文字。（0.73 分）
//    When marking read fails, errorMessage gets some text. (0.73 pts)
// 9. 每个会变的存储属性改变时都通过 objectWillChange 发出通知。（0.73 分）
//    Every stored property that changes announces the change through objectWillChange. (0.73 pts)
// 10. objectWillChange 在属性改变之前发出，而不是之后。（0.73 分）
//     objectWillChange fires before the property changes, not after. (0.73 pts)
// 11. 所有状态只在主 actor 上修改。（0.73 分）
//     All of the state changes on the main actor only. (0.73 pts)
// END GENERATED: requirements

/// The state behind the inbox screen, published to SwiftUI through `ObservableObject`: 收件箱界面背后的状态，通过 `ObservableObject` 发布给 SwiftUI。
///
/// Every stored property that changes is `@Published`, so `objectWillChange` fires before each change; `@MainActor`
/// makes all of those changes, and so all of those notices, happen on the main actor.
/// 每个会变的存储属性都是 `@Published`，所以每次改变之前 `objectWillChange` 都会发出通知；`@MainActor` 保证这些修改
/// （以及这些通知）都发生在主 actor 上。
@MainActor  // SLIP mainActor:
public final class InboxViewModel: ObservableObject {
  /// The messages from the latest successful load, as the service sent them: 最近一次成功读取的邮件（服务给出的原样）。
  @Published public private(set) var messages: [Message] = []
  /// Whether the list shows unread messages only: 列表是否只显示未读邮件。
  // SLIP-BEGIN announcesBefore
  @Published public private(set) var showsUnreadOnly = false
  // SLIP-ELSE
  // public private(set) var showsUnreadOnly = false {
  //   didSet { objectWillChange.send() }
  // }
  // SLIP-END
  /// Whether a load is in flight: 是否正在读取。
  @Published public private(set) var isLoading = false
  /// A message after a failed operation, `nil` after a successful load: 操作失败时的提示，读取成功后为 `nil`。
  @Published public private(set) var errorMessage: String?  // SLIP announces: public private(set) var errorMessage: String?

  private let service: any MessageService

  /// Creates the view model with the service it reads from: 用它读取数据的服务创建 ViewModel。
  public init(service: any MessageService) {
    self.service = service
  }

  // SLIP-BEGIN rows
  /// The rows to show, newest first, filtered by `showsUnreadOnly`: 要显示的行，最新的在前，按 `showsUnreadOnly` 筛选。
  ///
  /// Computed from the published state rather than stored, so it can never disagree with it.
  /// 由已发布的状态计算得出，而不是另存一份，所以永远不会和状态不一致。
  public var rows: [MessageRow] {
    messages
      .filter { !showsUnreadOnly || !$0.isRead }
      .sorted { $0.receivedAt > $1.receivedAt }
      .map(MessageRow.init)
  }
  // SLIP-END

  // SLIP-BEGIN unreadCount
  /// How many messages are unread: 未读邮件的数量。
  public var unreadCount: Int {
    messages.count { !$0.isRead }
  }
  // SLIP-END

  /// Loads the messages; a failure keeps the ones already shown. 读取邮件；失败时保留已经显示的邮件。
  public func load() async {
    isLoading = true  // SLIP loading:
    defer { isLoading = false }
    do {
      messages = try await service.fetchMessages()
      errorMessage = nil  // SLIP loadSuccess:
    } catch {
      errorMessage = "收件箱加载失败 / Could not load the inbox: \(error.localizedDescription)"  // SLIP loadFailure:
    }
  }

  /// Marks a message read through the service, then reloads: 通过服务把邮件标为已读，然后重新读取。
  public func markRead(_ id: Message.ID) async {
    do {
      try await service.markRead(id: id)
      await load()  // SLIP markRead:
    } catch {
      errorMessage = "标记已读失败 / Could not mark the message read: \(error.localizedDescription)"  // SLIP markReadFailure:
    }
  }

  // SLIP-BEGIN filter
  /// Shows only unread messages, or all of them: 只显示未读邮件，或显示全部。
  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    showsUnreadOnly = unreadOnly
  }
  // SLIP-END
}
