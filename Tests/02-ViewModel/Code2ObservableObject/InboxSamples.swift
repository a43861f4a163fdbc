import Foundation
import VMKit

/// The inbox every check starts from, and what it should look like once prepared. 每个检查使用的收件箱，以及整理后应有的样子。
enum InboxSamples {
  static let meeting = Message(
    id: 1, sender: "王芳 / Wang Fang", subject: "周会改到周四 / Weekly meeting moved to Thursday",
    receivedAt: Date(timeIntervalSince1970: 1_700_000_000), isRead: true)
  static let notice = Message(
    id: 2, sender: "系统 / System", subject: "   ",
    receivedAt: Date(timeIntervalSince1970: 1_700_300_000))
  static let lunch = Message(
    id: 3, sender: "李雷 / Li Lei", subject: "午饭？/ Lunch?",
    receivedAt: Date(timeIntervalSince1970: 1_700_200_000))

  /// The messages in the order the service sends them: 服务给出的顺序。
  static let messages = [meeting, notice, lunch]

  /// Every row, newest first: 全部行，最新的在前。
  static let allRows = [notice, lunch, meeting].map(MessageRow.init)

  /// The unread rows, newest first: 未读的行，最新的在前。
  static let unreadRows = [notice, lunch].map(MessageRow.init)
}
