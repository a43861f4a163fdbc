import Foundation
import Observation
import VMKit

// 编程题 3：同一个收件箱 ViewModel，这次用 Observation（@Observable）
// Code 3: the same inbox view model, this time with Observation (@Observable)
//
// 这是编程题 2 的收件箱，要求完全一样，只是换成 iOS 17 / macOS 14 起的新写法：不用 ObservableObject 和 @Published，
// 而是让整个类可被观察（视图只在它读过的属性变化时刷新）。和编程题 2 一样，所有状态都只在主 actor 上修改。
// This is code 2's inbox with exactly the same rules, written the newer way (iOS 17 / macOS 14 and later): no
// ObservableObject and no @Published; the whole class is observable instead (a view refreshes only when a property it
// read changes). As in code 2, all of its state changes only on the main actor.
//
// TODO: 给类加上需要的标注，并实现下面每个成员：
//   - `rows`：把 `messages` 按收到时间从新到旧排好，每封邮件用 `MessageRow(_:)` 变成一行；
//     `showsUnreadOnly` 为 true 时只保留未读的；
//   - `unreadCount`：未读邮件的数量；
//   - `load()`：读取期间 `isLoading` 为 true，结束后（成功或失败）回到 false；成功时替换 `messages` 并把
//     `errorMessage` 清为 nil；失败时在 `errorMessage` 里放一段说明文字，`messages` 保持不变；
//   - `markRead(_:)`：让服务把这封邮件标为已读，成功后重新 `load()`；失败时在 `errorMessage` 里放一段说明文字；
//   - `setShowsUnreadOnly(_:)`：这是视图切换“只看未读”时调用的方法（视图不直接改状态）。
// TODO: add the annotations the class needs and implement each member below:
//   - `rows`: `messages` sorted by `receivedAt`, newest first, each turned into a row with `MessageRow(_:)`;
//     when `showsUnreadOnly` is true, only the unread ones;
//   - `unreadCount`: how many messages are unread;
//   - `load()`: `isLoading` is true while the fetch is in flight and false again once it ends, whether it succeeded
//     or not; on success replace `messages` and clear `errorMessage` to nil; on failure put some text in
//     `errorMessage` and keep `messages` as it was;
//   - `markRead(_:)`: have the service mark the message read, then `load()` again; on failure put some text in
//     `errorMessage`;
//   - `setShowsUnreadOnly(_:)`: what the view calls when the user flips "unread only" (the view never writes the
//     state itself).
//
//   类名、属性名和方法签名保持不变：测试按它们来调用。
//   Keep the class name, the property names and the method signatures: the tests call them.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// vm.code3 的要求（每条单独计分，分数四舍五入到 0.01）/ What vm.code3 requires (each scored on its own; points rounded to 0.01):
// 1. load() 成功时用服务返回的邮件原样替换 messages（保持服务给出的顺序，排序由 rows 负责），并把 errorMessage 清为 nil。（0.8 分）
//    A successful load() replaces messages with what the service returned, in the order it sent them (rows does the sorting), and clears errorMessage to nil. (0.8 pts)
// 2. 读取期间 isLoading 为 true，load() 结束后（成功或失败）回到 false。（0.8 分）
//    isLoading is true while the fetch is in flight and false once load() ends, after a success or a failure. (0.8 pts)
// 3. load() 失败时，errorMessage 里放一段说明文字，messages 保持不变。（0.8 分）
//    When load() fails, errorMessage gets some text and messages stays as it was. (0.8 pts)
// 4. rows 包含全部邮件，按 receivedAt 从新到旧，每封用 MessageRow(_:) 变成一行。（0.8 分）
//    rows holds every message, newest receivedAt first, each made with MessageRow(_:). (0.8 pts)
// 5. unreadCount 是未读邮件的数量。（0.8 分）
//    unreadCount is the number of unread messages. (0.8 pts)
// 6. setShowsUnreadOnly(_:) 设置 showsUnreadOnly；它为 true 时 rows 只包含未读邮件。（0.8 分）
//    setShowsUnreadOnly(_:) sets showsUnreadOnly, and while it is true rows holds only the unread messages. (0.8 pts)
// 7. markRead(_:) 让服务把这封邮件标为已读，然后重新读取。（0.8 分）
//    markRead(_:) has the service mark the message read, then loads again. (0.8 pts)
// 8. 标为已读失败时，errorMessage 里放一段说明文字。（0.8 分）
//    When marking read fails, errorMessage gets some text. (0.8 pts)
// 9. 读过某个属性（包括 rows 和 unreadCount）的视图会在它变化时收到通知。（0.8 分）
//    A view that read a property (rows and unreadCount included) is told when it changes. (0.8 pts)
// 10. 所有状态只在主 actor 上修改。（0.8 分）
//     All of the state changes on the main actor only. (0.8 pts)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question vm.code3

/// The state behind the inbox screen, observable with Observation: 收件箱界面背后的状态，用 Observation 观察。
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
