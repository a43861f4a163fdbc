import Combine
import Foundation
import GradingSupport
import Testing
import VMKit

@testable import VMCode2

/// Grades code 2: the inbox view model as an `ObservableObject`. 编程题 2 的评分：写成 `ObservableObject` 的收件箱 ViewModel。
///
/// The checks run on the main actor, where a view uses its view model, so no view model is ever sent across an
/// isolation boundary: the suite compiles however the answer expresses its isolation (the whole class `@MainActor`,
/// each member, a `@MainActor` extension, or none at all), and that choice costs at most the main-actor check, never
/// the question. A `nonisolated` `load()` still runs off the main actor when awaited from here, which is what that
/// check sees. Notices are read through `objectWillChange` only, the one publisher every `ObservableObject` has.
/// What the view model shows and does is checked in `InboxBehaviourChecks.swift`, one check per requirement.
/// 检查运行在主 actor 上（视图也是在这里使用 ViewModel），所以 ViewModel 从不跨隔离边界传递：不论答案怎样表达隔离
/// （整个类标 `@MainActor`、逐个成员标注、`@MainActor` 扩展，或者都不标），本套测试都能编译，这个选择最多影响
/// “在主 actor 上修改”这一项，绝不会让整道题丢分。从这里 `await` 一个 `nonisolated` 的 `load()`，它仍在主 actor 之外运行，
/// 那一项检查看到的正是这一点。通知只通过 `objectWillChange` 读取，这是每个 `ObservableObject` 都有的发布者。
/// ViewModel 显示什么、做什么，由 `InboxBehaviourChecks.swift` 检查，每项要求一个检查。
@MainActor
@Suite("编程题 2：用 ObservableObject 写收件箱 / Code 2: the inbox as an ObservableObject")
struct Code2ObservableObject {
  @Test("每一处变化都通过 objectWillChange 通知 / every change is announced through objectWillChange")
  func announcesEveryChange() async throws {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let made = try Self.make(service)
    let viewModel = Unchecked(made)
    let log = NoticeLog()
    let subscription = Self.listen(to: viewModel, log)
    defer { subscription.cancel() }
    var judge = StepJudge(viewModel: viewModel, log: log)

    judge.begin("load() 开始读取 / load() starting its fetch")
    await service.hold()
    let finished = Flag()
    _Concurrency.Task {
      await viewModel.value.load()
      finished.raise()
    }
    _ = await Wait.until { await service.fetchCount >= 1 || finished.isRaised }
    judge.end()

    judge.begin("load() 拿到邮件并结束 / load() storing the messages and ending")
    await service.release()
    _ = await Wait.until { finished.isRaised }
    judge.end()

    judge.begin("setShowsUnreadOnly(true)")
    viewModel.value.setShowsUnreadOnly(true)
    judge.end()

    judge.begin("markRead(_:)")
    await viewModel.value.markRead(InboxSamples.lunch.id)
    judge.end()

    judge.begin("load() 失败 / a failing load()")
    await service.setFailures(fetch: true)
    await viewModel.value.load()
    judge.end()

    #expect(judge.silent.isEmpty, "这些步骤里存储属性的改变比 objectWillChange 通知多（在步骤前、每条通知时、步骤后读取状态并比较）：\(judge.silent) / in these steps the stored properties changed more often than objectWillChange sent notices (state read before the step, at each notice and after it): \(judge.silent)")
    #expect(judge.judged > 0, "load()、setShowsUnreadOnly(_:) 和 markRead(_:) 都没有改变任何公开状态，无法判断是否发出通知 / neither load(), setShowsUnreadOnly(_:) nor markRead(_:) changed any public state, so whether changes are announced cannot be judged")
  }

  @Test("objectWillChange 在改变之前发出 / objectWillChange fires before the change")
  func announcesBeforeChanging() async throws {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let made = try Self.make(service)
    let viewModel = Unchecked(made)
    let log = NoticeLog()
    let subscription = Self.listen(to: viewModel, log)
    defer { subscription.cancel() }

    log.begin("load")
    let beforeLoad = InboxSnapshot(viewModel.value)
    await viewModel.value.load()

    log.begin("filter")
    let beforeFilter = InboxSnapshot(viewModel.value)
    viewModel.value.setShowsUnreadOnly(true)

    var judged = 0
    for (step, before) in [("load", beforeLoad), ("filter", beforeFilter)] {
      guard let first = log.notices(in: step).first, let seen = first.snapshot else { continue }
      judged += 1
      let name = step == "load" ? "load()" : "setShowsUnreadOnly(true)"
      #expect(
        seen == before,
        "\(name) 的第一条 objectWillChange 通知到来时读到的状态是（\(seen)），调用之前是（\(before)）：通知时状态已经变了 / when the first objectWillChange notice of \(name) arrived, the state read (\(seen)); before the call it was (\(before)): the state had changed before the notice"
      )
    }
    #expect(judged > 0, "load() 和 setShowsUnreadOnly(true) 都没有在主 actor 上发出 objectWillChange，无法判断通知是否在改变之前 / neither load() nor setShowsUnreadOnly(true) sent objectWillChange on the main actor, so whether it comes before the change cannot be judged")
  }

  @Test("状态只在主 actor 上改变 / state changes happen on the main actor")
  func publishesOnMainActor() async throws {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let made = try Self.make(service)
    let viewModel = Unchecked(made)
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
    #expect(!notices.isEmpty, "load() 和 markRead(_:) 都没有发出 objectWillChange，看不出它们在哪里修改状态 / neither load() nor markRead(_:) sent objectWillChange, so where they change the state cannot be seen")
    var offMain: [String] = []
    for notice in notices where !notice.onMainActor && !offMain.contains(notice.step) {
      offMain.append(notice.step)
    }
    #expect(offMain.isEmpty, "这些操作发出的 objectWillChange 通知有的不在主 actor 上：\(offMain) / some objectWillChange notices of these operations came off the main actor: \(offMain)")
  }

  /// Subscribes to `objectWillChange`; each notice is logged with where it came and, on the main actor, the state at that moment.
  /// 订阅 `objectWillChange`：每条通知都记下它出现的位置；在主 actor 上时还记下那一刻的状态。
  ///
  /// It is `nonisolated`, and so is the closure: a notice sent off the main actor must reach the log, not trap.
  /// 它本身和闭包都不隔离：在主 actor 之外发出的通知也要记进日志，而不是让程序停下。
  nonisolated static func listen(to viewModel: Unchecked<InboxViewModel>, _ log: NoticeLog) -> AnyCancellable {
    viewModel.value.objectWillChange.sink { @Sendable _ in
      guard MainActorProbe.isOnMainActor else {
        log.record(onMainActor: false, snapshot: nil)
        return
      }
      let snapshot = MainActor.assumeIsolated { InboxSnapshot(viewModel.value) }
      log.record(onMainActor: true, snapshot: snapshot)
    }
  }
}

/// Judges, step by step, whether every change of a stored property in the step came with a notice of its own.
/// 逐步判断：步骤里每个存储属性的每次改变是否都有自己的一条通知。
///
/// The state is read before the step, at every notice (on the main actor) and after the step; a stored property that
/// differs between two of these readings changed in between, and each such change needs a notice. A step that
/// changed nothing (say, a filter that does not work yet) is not judged, so this check does not depend on the other
/// requirements. 在步骤前、每条通知时（主 actor 上）和步骤后读取状态；相邻两次读取之间不同的存储属性就是在其间改变过的，
/// 每次改变都要有一条通知。没有改变任何状态的步骤（例如还不起作用的筛选）不参与判断，所以本检查不依赖其他要求。
@MainActor
struct StepJudge {
  let viewModel: Unchecked<InboxViewModel>
  let log: NoticeLog
  private var step = ""
  private var before: InboxSnapshot?
  /// Steps that changed the state: 改变了状态的步骤数。
  private(set) var judged = 0
  /// Steps with more changes than notices, described: 改变次数多于通知次数的步骤及说明。
  private(set) var silent: [String] = []

  init(viewModel: Unchecked<InboxViewModel>, log: NoticeLog) {
    self.viewModel = viewModel
    self.log = log
  }

  /// Starts a step: 开始一个步骤。
  mutating func begin(_ name: String) {
    step = name
    log.begin(name)
    before = InboxSnapshot(viewModel.value)
  }

  /// Ends the step and judges it: 结束这个步骤并判断。
  mutating func end() {
    let after = InboxSnapshot(viewModel.value)
    guard let before, after.storedChanges(to: before) > 0 || after != before else { return }
    judged += 1
    let notices = log.notices(in: step)
    let snapshots = notices.compactMap(\.snapshot)
    guard snapshots.count == notices.count else {
      // 有通知不在主 actor 上，读不到那一刻的状态：只要求至少有通知 / some notices came off the main actor: require one at least.
      if notices.isEmpty { silent.append("\(step)：0 条通知 / 0 notices") }
      return
    }
    let readings = [before] + snapshots + [after]
    let changes = zip(readings, readings.dropFirst()).map { $0.storedChanges(to: $1) }.reduce(0, +)
    if changes > notices.count {
      silent.append("\(step)：\(changes) 处改变、\(notices.count) 条通知 / \(changes) changes, \(notices.count) notices")
    }
  }
}
