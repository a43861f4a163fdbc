import Combine
import Foundation
import GradingSupport
import Testing
import VMKit

@testable import VMCode2

/// Grades code 2: the inbox view model as an `ObservableObject`. 编程题 2 的评分：写成 `ObservableObject` 的收件箱 ViewModel。
///
/// The checks are `nonisolated` and call the view model with `await`, so the suite compiles whether or not the class
/// is `@MainActor`: a missing annotation costs its own check, not the question. Notices are read through
/// `objectWillChange` only, the one publisher every `ObservableObject` has.
/// 检查本身不隔离，并用 `await` 调用 ViewModel：不论类是否标了 `@MainActor`，本套测试都能编译，漏写只丢对应的一项。
/// 通知只通过 `objectWillChange` 读取，这是每个 `ObservableObject` 都有的发布者。
@Suite("编程题 2：用 ObservableObject 写收件箱 / Code 2: the inbox as an ObservableObject")
struct Code2ObservableObject {
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

  @Test("每一处变化都通过 objectWillChange 通知 / every change is announced through objectWillChange")
  func announcesEveryChange() async {
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = Unchecked(await InboxViewModel(service: service))
    let log = NoticeLog()
    let subscription = Self.listen(to: viewModel, log)
    defer { subscription.cancel() }

    log.begin("start")
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
    #expect(!log.notices(in: "start").isEmpty, "load() 开始读取（isLoading 变为 true）时没有发出 objectWillChange / objectWillChange did not fire when load() started fetching (isLoading became true)")

    log.begin("end")
    await service.release()
    _ = await Wait.until { finished.isRaised }
    #expect(!log.notices(in: "end").isEmpty, "load() 拿到邮件、结束读取时没有发出 objectWillChange / objectWillChange did not fire when load() stored the messages and finished")

    log.begin("filter")
    await MainActor.run { viewModel.value.setShowsUnreadOnly(true) }
    #expect(!log.notices(in: "filter").isEmpty, "setShowsUnreadOnly(_:) 改变筛选时没有发出 objectWillChange / objectWillChange did not fire when setShowsUnreadOnly(_:) changed the filter")

    log.begin("markRead")
    await viewModel.value.markRead(InboxSamples.lunch.id)
    #expect(!log.notices(in: "markRead").isEmpty, "markRead(_:) 改变邮件状态时没有发出 objectWillChange / objectWillChange did not fire when markRead(_:) changed a message")

    log.begin("failure")
    await service.setFailures(fetch: true)
    await viewModel.value.load()
    #expect(!log.notices(in: "failure").isEmpty, "读取失败、设置 errorMessage 时没有发出 objectWillChange / objectWillChange did not fire when a failed load set errorMessage")
  }

  @Test("objectWillChange 在改变之前发出 / objectWillChange fires before the change")
  func announcesBeforeChanging() async {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = Unchecked(await InboxViewModel(service: service))
    let log = NoticeLog()
    let subscription = Self.listen(to: viewModel, log)
    defer { subscription.cancel() }

    log.begin("load")
    let beforeLoad = await MainActor.run { InboxSnapshot(viewModel.value) }
    await viewModel.value.load()

    log.begin("filter")
    let beforeFilter = await MainActor.run { InboxSnapshot(viewModel.value) }
    await MainActor.run { viewModel.value.setShowsUnreadOnly(true) }

    var judged = 0
    for (step, before) in [("load", beforeLoad), ("filter", beforeFilter)] {
      guard let first = log.notices(in: step).first, let seen = first.snapshot else { continue }
      judged += 1
      #expect(
        seen == before,
        "\(step == "load" ? "load()" : "setShowsUnreadOnly(_:)") 的第一条通知到来时，状态已经变了（通知时读到：\(seen)；改变之前是：\(before)）。通知要在改变之前发出 / when the first notice of \(step == "load" ? "load()" : "setShowsUnreadOnly(_:)") arrived, the state had already changed (read then: \(seen); before the change: \(before)). The notice must come before the change"
      )
    }
    #expect(judged > 0, "load() 和 setShowsUnreadOnly(_:) 都没有在主 actor 上发出 objectWillChange，无法判断通知是否在改变之前 / neither load() nor setShowsUnreadOnly(_:) sent objectWillChange on the main actor, so whether it comes before the change cannot be judged")
  }

  @Test("状态只在主 actor 上改变 / state changes happen on the main actor")
  func publishesOnMainActor() async {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let viewModel = Unchecked(await InboxViewModel(service: service))
    let log = NoticeLog()
    let subscription = Self.listen(to: viewModel, log)
    defer { subscription.cancel() }

    log.begin("load()")
    await viewModel.value.load()
    log.begin("markRead(_:)")
    await viewModel.value.markRead(InboxSamples.lunch.id)
    log.begin("load() failing")
    await service.setFailures(fetch: true)
    await viewModel.value.load()

    let notices = log.notices
    #expect(!notices.isEmpty, "load() 和 markRead(_:) 都没有发出 objectWillChange，所以看不出它们在哪里修改状态 / neither load() nor markRead(_:) sent objectWillChange, so where they change the state cannot be seen")
    var offMain: [String] = []
    for notice in notices where !notice.onMainActor && !offMain.contains(notice.step) {
      offMain.append(notice.step)
    }
    #expect(offMain.isEmpty, "这些操作在主 actor 之外修改了 @Published 状态：\(offMain)。界面状态只能在主 actor 上修改 / these operations changed @Published state off the main actor: \(offMain). UI state must change on the main actor only")
  }

  /// Subscribes to `objectWillChange`; each notice is logged with where it came and, on the main actor, the state at that moment.
  /// 订阅 `objectWillChange`：每条通知都记下它出现的位置；在主 actor 上时还记下那一刻的状态。
  static func listen(to viewModel: Unchecked<InboxViewModel>, _ log: NoticeLog) -> AnyCancellable {
    viewModel.value.objectWillChange.sink { _ in
      guard MainActorProbe.isOnMainActor else {
        log.record(onMainActor: false, snapshot: nil)
        return
      }
      let snapshot = MainActor.assumeIsolated { InboxSnapshot(viewModel.value) }
      log.record(onMainActor: true, snapshot: snapshot)
    }
  }

  /// Whether `message` holds something other than whitespace: `message` 是否含有空白以外的文字。
  static func hasText(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains { !$0.isWhitespace }
  }
}
