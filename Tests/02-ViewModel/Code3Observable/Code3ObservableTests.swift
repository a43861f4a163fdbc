import Foundation
import GradingSupport
import Observation
import Testing
import VMKit

@testable import VMCode3

/// Grades code 3: the inbox view model with Observation. 编程题 3 的评分：用 Observation 写的收件箱 ViewModel。
///
/// The checks are `nonisolated` and call the view model with `await`, so the suite compiles whether or not the class
/// is `@MainActor` or `@Observable`: each missing annotation costs its own check, not the question. What the view
/// model shows and does is checked in `InboxBehaviourChecks.swift`, one check per requirement.
/// 检查本身不隔离，并用 `await` 调用 ViewModel：不论类是否标了 `@MainActor` 或 `@Observable`，本套测试都能编译，
/// 漏掉哪个标注只丢对应的那一项。ViewModel 显示什么、做什么，由 `InboxBehaviourChecks.swift` 检查，每项要求一个检查。
@Suite("编程题 3：用 @Observable 写收件箱 / Code 3: the inbox with @Observable")
struct Code3Observable {
  @Test("观察者能看到每一处变化 / observers see every change")
  func observersSeeEveryChange() async throws {
    MainActorProbe.install()
    let service = ScriptedMessageService(messages: InboxSamples.messages)
    let made = try await Self.make(service)
    let viewModel = Unchecked(made)
    let log = ChangeLog()
    var judged = 0
    var unseen: [String] = []

    func step(_ name: String, reads read: @escaping @MainActor () -> String, _ action: () async -> Void) async {
      let before = await MainActor.run { () -> String in
        Self.observe(name, log) { _ = read() }
        return read()
      }
      await action()
      let after = await MainActor.run { read() }
      guard after != before else { return }
      judged += 1
      if !log.fired(name) { unseen.append("\(name)（\(before) → \(after)）") }
    }

    await service.hold()
    let finished = Flag()
    await step("isLoading", reads: { "\(viewModel.value.isLoading)" }) {
      Task {
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
      await MainActor.run { viewModel.value.setShowsUnreadOnly(true) }
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
    let made = try await Self.make(service)
    let viewModel = Unchecked(made)
    let log = ChangeLog()

    await MainActor.run {
      Self.observe("isLoading", log) { _ = viewModel.value.isLoading }
      Self.observe("messages", log) { _ = viewModel.value.messages }
    }
    await viewModel.value.load()
    await MainActor.run { Self.observe("errorMessage", log) { _ = viewModel.value.errorMessage } }
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
