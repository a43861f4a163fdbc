@testable import VMCode2

/// What the inbox shows at one moment: 收件箱在某一时刻显示的内容。
struct InboxSnapshot: Equatable, Sendable, CustomStringConvertible {
  var isLoading: Bool
  var errorMessage: String?
  var showsUnreadOnly: Bool
  var rowIDs: [Int]
  var unreadCount: Int

  /// Reads the view model's public state; call it on the main actor. 读取 ViewModel 的公开状态；要在主 actor 上调用。
  @MainActor
  init(_ viewModel: InboxViewModel) {
    isLoading = viewModel.isLoading
    errorMessage = viewModel.errorMessage
    showsUnreadOnly = viewModel.showsUnreadOnly
    rowIDs = viewModel.rows.map(\.id)
    unreadCount = viewModel.unreadCount
  }

  var description: String {
    "isLoading: \(isLoading), showsUnreadOnly: \(showsUnreadOnly), rows: \(rowIDs), unreadCount: \(unreadCount), "
      + "errorMessage: \(errorMessage.map { "\"\($0)\"" } ?? "nil")"
  }
}
