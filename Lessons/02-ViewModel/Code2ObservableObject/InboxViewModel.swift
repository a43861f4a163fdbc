import Combine
import Foundation
import VMKit

// 编程题 2：用 ObservableObject 和 @Published 写收件箱的 ViewModel
// Code 2: the inbox's view model with ObservableObject and @Published
//
// 收件箱界面显示邮件列表，可以切换“只看未读”，点一封邮件会把它标为已读。数据来自注入的 `MessageService`。
// 视图用 `@StateObject` 持有这个 ViewModel，读取它的属性来显示，调用它的方法来响应用户操作。
// The inbox screen lists the messages, can switch to "unread only", and marks a message read when it is tapped.
// The data comes from the injected `MessageService`. The view keeps this view model in `@StateObject`, reads its
// properties to draw and calls its methods when the user acts.
//
// TODO:
//   1. 让视图能跟着状态刷新：下面每个会变的存储属性，变化之前都要通过 `objectWillChange` 通知出去；
//   2. 所有状态只在主 actor 上修改；
//   3. 实现每个成员：
//      - `rows`：把 `messages` 按收到时间从新到旧排好，每封邮件用 `MessageRow(_:)` 变成一行；
//        `showsUnreadOnly` 为 true 时只保留未读的；
//      - `unreadCount`：未读邮件的数量；
//      - `load()`：读取期间 `isLoading` 为 true，结束后（成功或失败）回到 false；成功时替换 `messages` 并把
//        `errorMessage` 清为 nil；失败时在 `errorMessage` 里放一段说明文字，`messages` 保持不变；
//      - `markRead(_:)`：让服务把这封邮件标为已读，成功后重新 `load()`；失败时在 `errorMessage` 里放一段说明文字；
//      - `setShowsUnreadOnly(_:)`：视图切换“只看未读”时调用它（视图不直接改状态）。
//   类名、属性名和方法签名保持不变：测试按它们来调用。
// TODO:
//   1. Let the views follow the state: every stored property below that changes must announce it through
//      `objectWillChange` before it changes;
//   2. change all of the state on the main actor only;
//   3. implement each member:
//      - `rows`: `messages` sorted by `receivedAt`, newest first, each turned into a row with `MessageRow(_:)`;
//        when `showsUnreadOnly` is true, only the unread ones;
//      - `unreadCount`: how many messages are unread;
//      - `load()`: `isLoading` is true while the fetch is in flight and false again once it ends, whether it
//        succeeded or not; on success replace `messages` and clear `errorMessage` to nil; on failure put some text
//        in `errorMessage` and keep `messages` as it was;
//      - `markRead(_:)`: have the service mark the message read, then `load()` again; on failure put some text in
//        `errorMessage`;
//      - `setShowsUnreadOnly(_:)`: what the view calls when the user flips "unread only" (the view never writes
//        the state itself).
//   Keep the class name, the property names and the method signatures: the tests call them.
//
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
//
// 检查 / Check:  swift run grader --question vm.code2

/// The state behind the inbox screen: 收件箱界面背后的状态。
public final class InboxViewModel: ObservableObject {
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

  /// The rows to show, newest first, filtered by `showsUnreadOnly`: 要显示的行，最新的在前，按 `showsUnreadOnly` 筛选。
  public var rows: [MessageRow] {
    // TODO
    []
  }

  /// How many messages are unread: 未读邮件的数量。
  public var unreadCount: Int {
    // TODO
    0
  }

  /// Loads the messages from the service: 从服务读取邮件。
  public func load() async {
    // TODO
  }

  /// Marks a message read through the service, then reloads: 通过服务把邮件标为已读，然后重新读取。
  public func markRead(_ id: Message.ID) async {
    // TODO
  }

  /// Shows only unread messages, or all of them: 只显示未读邮件，或显示全部。
  public func setShowsUnreadOnly(_ unreadOnly: Bool) {
    // TODO
  }
}
