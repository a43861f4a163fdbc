import Foundation
import GradingSupport
import Observation
import Testing
import VMKit

@testable import VMCode3

/// Grades code 3: the inbox view model with Observation. 编程题 3 的评分：用 Observation 写的收件箱 ViewModel。
///
/// The checks are `nonisolated` and call the view model with `await`, so the suite compiles whether or not the class
/// is `@MainActor` or `@Observable`: each missing annotation costs its own check, not the question.
/// 检查本身不隔离，并用 `await` 调用 ViewModel：不论类是否标了 `@MainActor` 或 `@Observable`，本套测试都能编译，
/// 漏掉哪个标注只丢对应的那一项。
@Suite("编程题 3：用 @Observable 写收件箱 / Code 3: the inbox with @Observable")
struct Code3Observable {
  @Test("load() 把邮件整理成从新到旧的行 / load() prepares the rows, newest first")
  func loadPreparesRows() async {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = await InboxViewModel(service: service)

    await viewModel.load()

    #expect(await service.fetchCount >= 1, "load() 没有调用传进来的 MessageService / load() did not call the MessageService it was given")
    #expect(await viewModel.rows == InboxSamples.allRows, "rows 应是全部邮件按 receivedAt 从新到旧、用 MessageRow(_:) 整理后的结果 / rows should be every message, newest receivedAt first, each made with MessageRow(_:)")
    #expect(await viewModel.unreadCount == 2, "unreadCount 应是未读邮件的数量 / unreadCount should be the number of unread messages")
    #expect(await viewModel.errorMessage == nil, "读取成功时 errorMessage 应为 nil / errorMessage should be nil after a successful load")
    #expect(await viewModel.isLoading == false, "load() 结束后 isLoading 应为 false / isLoading should be false once load() returns")
  }

  @Test("isLoading 只在读取进行中为 true / isLoading is true only while a fetch is in flight")
  func isLoadingWhileFetching() async {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = Unchecked(await InboxViewModel(service: service))
    #expect(await viewModel.value.isLoading == false, "还没开始读取时 isLoading 应为 false / isLoading should be false before any load")

    await service.hold()
    let finished = Flag()
    Task {
      await viewModel.value.load()
      finished.raise()
    }
    // 读取开始，或者 load() 没读取就返回了，都不用再等 / stop waiting once the fetch starts or load() returns without one.
    _ = await Wait.until { await service.fetchCount >= 1 || finished.isRaised }
    guard await service.fetchCount >= 1 else {
      Issue.record("load() 没有调用服务的 fetchMessages() / load() did not call the service's fetchMessages()")
      await service.release()
      return
    }
    #expect(await viewModel.value.isLoading == true, "服务还在读取时 isLoading 应为 true / isLoading should be true while the service is fetching")

    await service.release()
    #expect(await Wait.until { finished.isRaised }, "服务返回后 load() 在 2 秒内没有结束 / load() did not finish within 2 seconds after the fetch returned")
    #expect(await viewModel.value.isLoading == false, "读取结束后 isLoading 应回到 false / isLoading should be false again once the load ends")

    await service.setFailures(fetch: true)
    await viewModel.value.load()
    #expect(await viewModel.value.isLoading == false, "读取失败后 isLoading 也应回到 false / isLoading should be false after a failed load too")
  }

  @Test("读取失败时给出提示并保留已有的行 / a failed load shows a message and keeps the rows")
  func failureKeepsRowsAndShowsMessage() async {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = await InboxViewModel(service: service)
    await viewModel.load()

    await service.setFailures(fetch: true)
    await viewModel.load()
    let message = await viewModel.errorMessage
    #expect(Self.hasText(message), "读取失败后 errorMessage 应是一段非空文字 / after a failed load, errorMessage should hold some text")
    #expect(await viewModel.rows == InboxSamples.allRows, "读取失败不应清掉已经显示的邮件 / a failed load should keep the messages already shown")

    await service.setFailures()
    await viewModel.load()
    #expect(await viewModel.errorMessage == nil, "之后读取成功时应把 errorMessage 清为 nil / a later successful load should clear errorMessage to nil")
  }

  @Test("只看未读与标为已读 / unread-only filter and marking read")
  func filterAndMarkRead() async {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = await InboxViewModel(service: service)
    await viewModel.load()

    await viewModel.setShowsUnreadOnly(true)
    #expect(await viewModel.showsUnreadOnly == true, "setShowsUnreadOnly(true) 之后 showsUnreadOnly 应为 true / showsUnreadOnly should be true after setShowsUnreadOnly(true)")
    #expect(await viewModel.rows == InboxSamples.unreadRows, "只看未读时 rows 应只有未读邮件，仍然从新到旧 / with unread only, rows should hold just the unread messages, still newest first")
    #expect(await viewModel.unreadCount == 2, "筛选不应改变 unreadCount / the filter should not change unreadCount")

    let fetchesBefore = await service.fetchCount
    await viewModel.markRead(InboxSamples.lunch.id)
    #expect(await service.markedRead == [InboxSamples.lunch.id], "markRead(_:) 应让服务把这封邮件标为已读 / markRead(_:) should have the service mark that message read")
    #expect(await service.fetchCount > fetchesBefore, "标为已读之后应重新 load() / markRead(_:) should load() again afterwards")
    #expect(await viewModel.rows.map(\.id) == [InboxSamples.notice.id], "标为已读后，只看未读的列表里不应再有它 / once read, the message should leave the unread-only list")
    #expect(await viewModel.unreadCount == 1, "标为已读后 unreadCount 应减一 / unreadCount should drop by one once a message is read")

    await viewModel.setShowsUnreadOnly(false)
    #expect(await viewModel.rows.count == 3, "setShowsUnreadOnly(false) 之后应重新显示全部邮件 / setShowsUnreadOnly(false) should show every message again")

    await service.setFailures(markRead: true)
    await viewModel.markRead(InboxSamples.notice.id)
    let message = await viewModel.errorMessage
    #expect(Self.hasText(message), "标为已读失败后 errorMessage 应是一段非空文字 / after a failed markRead(_:), errorMessage should hold some text")
  }

  @Test("观察者能看到每一处变化 / observers see every change")
  func observersSeeEveryChange() async {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = Unchecked(await InboxViewModel(service: service))
    let log = ChangeLog()

    await service.hold()
    await MainActor.run { Self.observe("isLoading", log) { _ = viewModel.value.isLoading } }
    let finished = Flag()
    Task {
      await viewModel.value.load()
      finished.raise()
    }
    // 读取开始，或者 load() 没读取就返回了，都不用再等 / stop waiting once the fetch starts or load() returns without one.
    _ = await Wait.until { await service.fetchCount >= 1 || finished.isRaised }
    guard await service.fetchCount >= 1 else {
      Issue.record("load() 没有调用服务的 fetchMessages() / load() did not call the service's fetchMessages()")
      await service.release()
      return
    }
    #expect(log.fired("isLoading"), "load() 把 isLoading 设为 true 时，读过 isLoading 的观察者没有收到通知 / an observer that read isLoading was not told when load() set it to true")

    await MainActor.run { Self.observe("rows", log) { _ = viewModel.value.rows } }
    await service.release()
    _ = await Wait.until { finished.isRaised }
    #expect(log.fired("rows"), "load() 换掉邮件时，读过 rows 的观察者没有收到通知 / an observer that read rows was not told when load() replaced the messages")

    await MainActor.run { Self.observe("showsUnreadOnly", log) { _ = viewModel.value.showsUnreadOnly } }
    await MainActor.run { viewModel.value.setShowsUnreadOnly(true) }
    #expect(log.fired("showsUnreadOnly"), "setShowsUnreadOnly(_:) 改变筛选时，读过 showsUnreadOnly 的观察者没有收到通知 / an observer that read showsUnreadOnly was not told when setShowsUnreadOnly(_:) changed it")

    await MainActor.run { Self.observe("errorMessage", log) { _ = viewModel.value.errorMessage } }
    await service.setFailures(fetch: true)
    await viewModel.value.load()
    #expect(log.fired("errorMessage"), "读取失败设置 errorMessage 时，读过它的观察者没有收到通知 / an observer that read errorMessage was not told when a failed load set it")
  }

  @Test("状态只在主 actor 上改变 / state changes happen on the main actor")
  func changesHappenOnMainActor() async {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = Unchecked(await InboxViewModel(service: service))
    let log = ChangeLog()

    await MainActor.run {
      Self.observe("isLoading", log) { _ = viewModel.value.isLoading }
      Self.observe("rows", log) { _ = viewModel.value.rows }
    }
    await viewModel.value.load()
    await MainActor.run { Self.observe("errorMessage", log) { _ = viewModel.value.errorMessage } }
    await service.setFailures(fetch: true)
    await viewModel.value.load()

    let entries = log.entries
    #expect(!entries.isEmpty, "load() 改变状态时没有通知任何观察者，所以看不出它在哪里修改状态 / load() notified no observer, so where it changes its state cannot be seen")
    let offMain = entries.filter { !$0.onMainActor }.map(\.name)
    #expect(offMain.isEmpty, "这些属性是在主 actor 之外修改的：\(offMain)。界面状态只能在主 actor 上修改 / these properties changed off the main actor: \(offMain). UI state must change on the main actor only")
  }

  /// Observes what `read` reads, once, and logs `name` with where the change happened. 观察 `read` 读到的属性一次，变化时记下 `name` 和发生的位置。
  @MainActor
  static func observe(_ name: String, _ log: ChangeLog, _ read: @MainActor () -> Void) {
    withObservationTracking {
      read()
    } onChange: {
      log.record(name, onMainActor: MainActorProbe.isOnMainActor)
    }
  }

  /// Whether `message` holds something other than whitespace: `message` 是否含有空白以外的文字。
  static func hasText(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains { !$0.isWhitespace }
  }
}
