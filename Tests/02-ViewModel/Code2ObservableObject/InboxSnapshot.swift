@testable import VMCode2

/// What the inbox shows at one moment: 收件箱在某一时刻显示的内容。
struct InboxSnapshot: Equatable, Sendable, CustomStringConvertible {
  var isLoading: Bool
  var errorMessage: String?
  var showsUnreadOnly: Bool
  var rowIDs: [Int]
  var unreadCount: Int
  var messages: [String]

  /// Reads the view model's public state; call it on the main actor. 读取 ViewModel 的公开状态；要在主 actor 上调用。
  @MainActor
  init(_ viewModel: InboxViewModel) {
    isLoading = viewModel.isLoading
    errorMessage = viewModel.errorMessage
    showsUnreadOnly = viewModel.showsUnreadOnly
    rowIDs = viewModel.rows.map(\.id)
    unreadCount = viewModel.unreadCount
    messages = viewModel.messages.map { "#\($0.id)\($0.isRead ? " read" : "")" }
  }

  /// How many of the stored properties (messages, showsUnreadOnly, isLoading, errorMessage) differ in `other`.
  /// `other` 里有几个存储属性（messages、showsUnreadOnly、isLoading、errorMessage）和这里不同。
  func storedChanges(to other: InboxSnapshot) -> Int {
    [messages != other.messages, showsUnreadOnly != other.showsUnreadOnly, isLoading != other.isLoading,
     errorMessage != other.errorMessage].filter { $0 }.count
  }

  var description: String {
    "messages: \(messages), isLoading: \(isLoading), showsUnreadOnly: \(showsUnreadOnly), rows: \(rowIDs), unreadCount: \(unreadCount), "
      + "errorMessage: \(errorMessage.map { "\"\($0)\"" } ?? "nil")"
  }
}
