import Foundation
import GradingSupport
import Observation
import Testing
import VMKit

@testable import VMCode3

/// Grades code 3: the inbox view model with Observation. 编程题 3 的评分：用 Observation 写的收件箱 ViewModel。
///
/// The checks run on the main actor, where a view uses its view model, so no view model is ever sent across an
/// isolation boundary: the suite compiles however the answer expresses its isolation (the whole class `@MainActor`,
/// each member, a `@MainActor` extension, or none at all) and whether or not it is `@Observable`, and each of those
/// choices costs at most its own check, never the question. A `nonisolated` `load()` still runs off the main actor
/// when awaited from here, which is what the main-actor check sees. What the view model shows and does is checked in
/// `InboxBehaviourChecks.swift`, one check per requirement.
/// 检查运行在主 actor 上（视图也是在这里使用 ViewModel），所以 ViewModel 从不跨隔离边界传递：不论答案怎样表达隔离
/// （整个类标 `@MainActor`、逐个成员标注、`@MainActor` 扩展，或者都不标），也不论是否标了 `@Observable`，本套测试
/// 都能编译，每个选择最多影响它自己那一项，绝不会让整道题丢分。从这里 `await` 一个 `nonisolated` 的 `load()`，
/// 它仍在主 actor 之外运行，“在主 actor 上修改”那一项看到的正是这一点。ViewModel 显示什么、做什么，由
/// `InboxBehaviourChecks.swift` 检查，每项要求一个检查。
@MainActor
@Suite("编程题 3：用 @Observable 写收件箱 / Code 3: the inbox with @Observable")
struct Code3Observable {
  @Test("观察者能看到每一处变化 / observers see every change")
  func observersSeeEveryChange() async throws {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let made = try Self.make(service)
    let viewModel = Unchecked(made)
    let log = ChangeLog()
    var judged = 0
    var unseen: [String] = []

    func step(_ name: String, reads read: @escaping @MainActor () -> String, _ action: () async -> Void) async {
      Self.observe(name, log) { _ = read() }
      let before = read()
      await action()
      let after = read()
      guard after != before else { return }
      judged += 1
      if !log.fired(name) { unseen.append("\(name)（\(before) → \(after)）") }
    }

    await service.hold()
    let finished = Flag()
    await step("isLoading", reads: { "\(viewModel.value.isLoading)" }) {
      _Concurrency.Task {
        await viewModel.value.load()
        finished.raise()
      }
      _ = await Wait.until { await service.fetchCount >= 1 || finished.isRaised }
    }
    await step("rows", reads: { "\(viewModel.value.rows.map(\.id))" }) {
      await service.release()
      _ = await Wait.until { finished.isRaised }
    }
    await step("showsUnreadOnly", reads: { "\(viewModel.value.showsUnreadOnly)" }) {
      viewModel.value.setShowsUnreadOnly(true)
    }
    await step("unreadCount", reads: { "\(viewModel.value.unreadCount)" }) {
      await viewModel.value.markRead(InboxSamples.lunch.id)
    }
    await step("errorMessage", reads: { "\(viewModel.value.errorMessage ?? "nil")" }) {
      await service.setFailures(fetch: true)
      await viewModel.value.load()
    }

    #expect(unseen.isEmpty, "这些属性读起来变了，而在 withObservationTracking 里读过它们的观察者没有收到 onChange：\(unseen) / these properties read differently afterwards, and an observer that had read them inside withObservationTracking got no onChange: \(unseen)")
    #expect(judged > 0, "load()、setShowsUnreadOnly(_:) 和 markRead(_:) 都没有改变 isLoading、rows、showsUnreadOnly、unreadCount 或 errorMessage，无法判断观察者能否看到变化 / neither load(), setShowsUnreadOnly(_:) nor markRead(_:) changed isLoading, rows, showsUnreadOnly, unreadCount or errorMessage, so whether observers see changes cannot be judged")
  }

  @Test("状态只在主 actor 上改变 / state changes happen on the main actor")
  func changesHappenOnMainActor() async throws {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let made = try Self.make(service)
    let viewModel = Unchecked(made)
    let log = ChangeLog()

    Self.observe("isLoading", log) { _ = viewModel.value.isLoading }
    Self.observe("messages", log) { _ = viewModel.value.messages }
    await viewModel.value.load()
    Self.observe("errorMessage", log) { _ = viewModel.value.errorMessage }
    await service.setFailures(fetch: true)
    await viewModel.value.load()

    let entries = log.entries
    #expect(!entries.isEmpty, "load() 期间，在 withObservationTracking 里读过 isLoading、messages、errorMessage 的观察者都没有收到 onChange，看不出状态在哪里修改 / during load(), no observer that had read isLoading, messages or errorMessage inside withObservationTracking got an onChange, so where the state changes cannot be seen")
    let offMain = entries.filter { !$0.onMainActor }.map(\.name)
    #expect(offMain.isEmpty, "这些属性的 onChange 不是在主 actor 上调用的（即它们在主 actor 之外被修改）：\(offMain) / the onChange of these properties ran off the main actor (they were changed off it): \(offMain)")
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
}
