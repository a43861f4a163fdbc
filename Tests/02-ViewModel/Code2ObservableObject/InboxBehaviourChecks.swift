import Foundation
import Testing
import VMKit

@testable import VMCode2

/// The checks code 2 and code 3 share: what the inbox view model shows and does, one check per requirement.
/// 编程题 2 和编程题 3 共用的检查：收件箱 ViewModel 显示什么、做什么，每项要求一个检查。
///
/// Each check reaches only the members its requirement is about (and `load()` to get messages); members the class
/// lacks fall back to `InboxFallbacks.swift`. The view model is held in `Unchecked`, so the closures that read it do
/// not tie it to the main actor: awaiting a `nonisolated` `load()` of a class without `@MainActor` then sends nothing.
/// 每个检查只用到它那项要求涉及的成员（以及取得邮件所需的 `load()`）；类缺少的成员由 `InboxFallbacks.swift` 补上。
/// ViewModel 放在 `Unchecked` 里，读取它的闭包就不会把它绑到主 actor 上：类没标 `@MainActor` 时，`await` 它的
/// `nonisolated` 的 `load()` 也不会传送任何值。
extension Code2ObservableObject {
  @Test("load() 成功时换上服务给的邮件并清掉错误 / a successful load() stores the service's messages and clears the error")
  func loadStoresMessages() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    await service.setFailures(fetch: true)
    await viewModel.value.load()
    await service.setFailures()
    let messageBefore = viewModel.value.errorMessage

    await viewModel.value.load()

    let fetches = await service.fetchCount
    #expect(fetches >= 2, "调用两次 load() 之后，MessageService 只记录到 \(fetches) 次 fetchMessages() / after two calls to load(), the MessageService had recorded \(fetches) call(s) to fetchMessages()")
    let ids = await MissingLog.requiring { viewModel.value.messages.map(\.id) }
    let sent = InboxSamples.messages.map(\.id)
    #expect(ids == sent, "读取成功后 messages 的 id 依次是 \(ids)，应是服务给出的 \(sent)（原样）/ after a successful load, the ids in messages were \(ids); expected the service's \(sent), as sent")
    let message = await MissingLog.requiring { viewModel.value.errorMessage }
    #expect(message == nil, "先失败（errorMessage 为 \(Self.describe(messageBefore))）、再读取成功之后，errorMessage 是 \(Self.describe(message))，应为 nil / after a failed load (errorMessage \(Self.describe(messageBefore))) and then a successful one, errorMessage was \(Self.describe(message)); expected nil")
  }

  @Test("isLoading 只在读取进行中为 true / isLoading is true only while a fetch is in flight")
  func isLoadingWhileFetching() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    let idle = await MissingLog.requiring { viewModel.value.isLoading }
    #expect(idle == false, "还没有调用 load() 时 isLoading 为 true，应为 false / before any load(), isLoading was true; expected false")

    await service.hold()
    let finished = Flag()
    _Concurrency.Task {
      await viewModel.value.load()
      finished.raise()
    }
    // 读取开始，或者 load() 没读取就返回了，都不用再等 / stop waiting once the fetch starts or load() returns without one.
    _ = await Wait.until { await service.fetchCount >= 1 || finished.isRaised }
    guard await service.fetchCount >= 1 else {
      Testing.Issue.record("load() 返回时服务没有记录到任何读取，无法观察读取期间的 isLoading / when load() returned the service had recorded no fetch, so isLoading during a fetch could not be observed")
      await service.release()
      return
    }
    let during = viewModel.value.isLoading
    #expect(during == true, "服务的读取已开始、尚未返回时，isLoading 为 false，应为 true / while the service's fetch had started and not yet returned, isLoading was false; expected true")

    await service.release()
    let ended = await Wait.until { finished.isRaised }
    #expect(ended, "服务返回后 5 秒内 load() 没有返回 / load() had not returned 5 seconds after the fetch returned")
    let after = viewModel.value.isLoading
    #expect(after == false, "读取成功、load() 返回之后 isLoading 为 true，应为 false / after a successful load() returned, isLoading was true; expected false")

    await service.setFailures(fetch: true)
    await viewModel.value.load()
    let afterFailure = viewModel.value.isLoading
    #expect(afterFailure == false, "读取失败、load() 返回之后 isLoading 为 true，应为 false / after a failed load() returned, isLoading was true; expected false")
  }

  @Test("读取失败时给出提示并保留已有的邮件 / a failed load shows a message and keeps the messages")
  func failureKeepsMessagesAndShowsMessage() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    await viewModel.value.load()
    let before = viewModel.value.messages.map(\.id)

    await service.setFailures(fetch: true)
    await viewModel.value.load()

    let message = await MissingLog.requiring { viewModel.value.errorMessage }
    #expect(Self.hasText(message), "读取失败后 errorMessage 是 \(Self.describe(message))，应是一段非空文字 / after a failed load, errorMessage was \(Self.describe(message)); expected some text")
    let after = await MissingLog.requiring { viewModel.value.messages.map(\.id) }
    #expect(after == before, "读取失败之前 messages 的 id 是 \(before)，之后是 \(after)，应保持不变 / the ids in messages were \(before) before the failed load and \(after) after it; expected them to stay")
  }

  @Test("rows 把邮件整理成从新到旧的行 / rows prepares the messages, newest first")
  func rowsNewestFirst() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    await viewModel.value.load()

    let rows = await MissingLog.requiring { viewModel.value.rows }
    #expect(rows == InboxSamples.allRows, "load() 之后 rows 是 \(Self.describe(rows))，应是全部邮件按 receivedAt 从新到旧、各用 MessageRow(_:) 整理：\(Self.describe(InboxSamples.allRows)) / after load(), rows was \(Self.describe(rows)); expected every message, newest receivedAt first, each made with MessageRow(_:): \(Self.describe(InboxSamples.allRows))")
  }

  @Test("unreadCount 是未读邮件的数量 / unreadCount is the number of unread messages")
  func unreadCountCountsUnread() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    let empty = await MissingLog.requiring { viewModel.value.unreadCount }
    #expect(empty == 0, "还没有邮件时 unreadCount 是 \(empty)，应为 0 / with no messages yet, unreadCount was \(empty); expected 0")
    await viewModel.value.load()

    let count = viewModel.value.unreadCount
    let unread = InboxSamples.messages.filter { !$0.isRead }.count
    #expect(count == unread, "load() 取得 \(InboxSamples.messages.count) 封邮件（其中 \(unread) 封未读）之后，unreadCount 是 \(count)，应为 \(unread) / after load() got \(InboxSamples.messages.count) messages, \(unread) of them unread, unreadCount was \(count); expected \(unread)")
  }

  @Test("setShowsUnreadOnly(_:) 切换只看未读 / setShowsUnreadOnly(_:) switches to unread only and back")
  func filterShowsUnreadOnly() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    await viewModel.value.load()
    let unread = Set(InboxSamples.unreadRows.map(\.id))
    let all = Set(InboxSamples.allRows.map(\.id))

    let flagOn = await MissingLog.requiring {
      viewModel.value.setShowsUnreadOnly(true)
      return viewModel.value.showsUnreadOnly
    }
    // rows 有自己的要求：缺了它只跳过这里对行的判断 / rows is its own requirement: without it, only the rows part is skipped here.
    let (rowsOnList, rowsMissing) = await MissingLog.probe { viewModel.value.rows.map(\.id) }
    let rowsOn = Set(rowsOnList)
    #expect(flagOn == true, "setShowsUnreadOnly(true) 之后 showsUnreadOnly 为 false，应为 true / after setShowsUnreadOnly(true), showsUnreadOnly was false; expected true")
    #expect(!rowsMissing.isEmpty || rowsOn == unread, "setShowsUnreadOnly(true) 之后 rows 里的 id 是 \(rowsOn.sorted())，应只有未读邮件 \(unread.sorted()) / after setShowsUnreadOnly(true), the ids in rows were \(rowsOn.sorted()); expected the unread messages only, \(unread.sorted())")

    // 同一个值再设一次：设置不是切换 / the same value again: setting is not toggling.
    viewModel.value.setShowsUnreadOnly(true)
    let flagOnAgain = viewModel.value.showsUnreadOnly
    #expect(flagOn != true || flagOnAgain == true, "连续两次调用 setShowsUnreadOnly(true) 之后 showsUnreadOnly 为 false，应仍为 true / after calling setShowsUnreadOnly(true) twice in a row, showsUnreadOnly was false; expected it to stay true")

    viewModel.value.setShowsUnreadOnly(false)
    let flagOff = viewModel.value.showsUnreadOnly
    let rowsOff = Set(viewModel.value.rows.map(\.id))
    #expect(flagOff == false, "setShowsUnreadOnly(false) 之后 showsUnreadOnly 为 true，应为 false / after setShowsUnreadOnly(false), showsUnreadOnly was true; expected false")
    viewModel.value.setShowsUnreadOnly(false)
    let flagOffAgain = viewModel.value.showsUnreadOnly
    #expect(flagOff != false || flagOffAgain == false, "连续两次调用 setShowsUnreadOnly(false) 之后 showsUnreadOnly 为 true，应仍为 false / after calling setShowsUnreadOnly(false) twice in a row, showsUnreadOnly was true; expected it to stay false")
    #expect(!rowsMissing.isEmpty || rowsOff == all, "setShowsUnreadOnly(false) 之后 rows 里的 id 是 \(rowsOff.sorted())，应是全部邮件 \(all.sorted()) / after setShowsUnreadOnly(false), the ids in rows were \(rowsOff.sorted()); expected every message, \(all.sorted())")
  }

  @Test("markRead(_:) 交给服务，然后重新读取 / markRead(_:) goes through the service, then reloads")
  func markReadReloads() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    let id = InboxSamples.lunch.id

    await MissingLog.requiring { await viewModel.value.markRead(id) }

    let marked = await service.markedRead
    #expect(marked == [id], "markRead(\(id)) 之后，服务标为已读的邮件是 \(marked)，应为 [\(id)] / after markRead(\(id)), the service had marked \(marked) read; expected [\(id)]")
    let calls = await service.calls
    let markedAt = calls.firstIndex(of: "markRead \(id)")
    let reloaded = markedAt.map { calls[($0 + 1)...].contains("fetch") } ?? false
    #expect(reloaded, "markRead(_:) 期间服务依次收到的调用是 \(calls)；标为已读之后应再有一次 fetchMessages()（重新 load()）/ during markRead(_:) the service received the calls \(calls); expected a fetchMessages() (a new load()) after marking read")
  }

  @Test("标为已读失败时给出提示 / a failed markRead(_:) shows a message")
  func markReadFailureShowsMessage() async throws {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = try Unchecked(Self.make(service))
    await service.setFailures(markRead: true)

    await MissingLog.requiring { await viewModel.value.markRead(InboxSamples.notice.id) }

    let message = await MissingLog.requiring { viewModel.value.errorMessage }
    #expect(Self.hasText(message), "服务标为已读失败（抛出错误）之后，errorMessage 是 \(Self.describe(message))，应是一段非空文字 / after the service's markRead threw, errorMessage was \(Self.describe(message)); expected some text")
  }

  /// Creates the view model from a value typed as the protocol, or records that `init(service:)` does not take it.
  /// 用协议类型的值创建 ViewModel；`init(service:)` 不接受它时记录下来。
  static func make(_ service: any MessageService) throws -> InboxViewModel {
    let viewModel: InboxViewModel? = InboxViewModel(service: service)
    return try #require(viewModel, "无法用 InboxViewModel(service:) 从 any MessageService 类型的值创建 ViewModel / InboxViewModel(service:) cannot create the view model from a value of type any MessageService")
  }

  /// Whether `message` holds something other than whitespace: `message` 是否含有空白以外的文字。
  static func hasText(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains { !$0.isWhitespace }
  }

  /// A value as the report shows it, `nil` as such: 报告里显示的值，`nil` 原样显示。
  static func describe<T>(_ value: T?) -> String {
    value.map { "\"\($0)\"" } ?? "nil"
  }

  /// Rows as the report shows them: 报告里显示的行。
  static func describe(_ rows: [MessageRow]) -> String {
    "[" + rows.map { "#\($0.id) \"\($0.title)\"\($0.isUnread ? " (unread)" : "")" }.joined(separator: ", ") + "]"
  }
}
