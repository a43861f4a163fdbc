import Combine
import Foundation
import GradingSupport
import Testing
import VMKit

@testable import VMFix2

/// Grades fix 2: whatever thread the service calls back on, the published state must change on the main actor.
/// 改错题 2 的评分：不管服务在哪个线程上回调，已发布的状态都必须在主 actor 上改变。
///
/// The service holds its answer until the check delivers it on a background queue, so the outcome never depends on
/// timing; every wait is bounded. 服务会一直拿着结果，直到检查让它在后台队列上送出，所以结果不取决于时机；每次等待都有上限。
@Suite("改错题 2：后台线程上发布了变化 / Fix 2: changes published from a background thread")
struct Fix2RatesRefresh {
  /// What the service sends, in no particular order: 服务给出的汇率（顺序不定）。
  static let feed = [Rate(currency: "JPY", perDollar: 151.5), Rate(currency: "CNY", perDollar: 7.25), Rate(currency: "EUR", perDollar: 0.92)]

  /// The failure a refresh may meet: 刷新可能遇到的错误。
  struct Offline: Error {}

  /// What the screen shows once a refresh has ended: 一次刷新结束后界面显示的内容。
  struct Outcome: Sendable {
    var rates: [Rate]
    var isLoading: Bool
    var errorMessage: String?
  }

  @Test("新汇率在主 actor 上发布 / new rates are published on the main actor")
  func ratesArriveOnMainActor() async {
    let (outcome, notices) = await Self.refresh(delivering: .success(Self.feed))
    guard let outcome else { return }

    #expect(outcome.rates.map(\.currency) == ["CNY", "EUR", "JPY"], "刷新成功后 rates 应是服务给出的汇率，按货币代码排序 / after a successful refresh, rates should be the service's rates sorted by currency code")
    #expect(outcome.errorMessage == nil, "刷新成功后 errorMessage 应为 nil / errorMessage should be nil after a successful refresh")
    #expect(!notices.isEmpty, "新汇率到达时没有发出 objectWillChange，界面不会刷新 / objectWillChange did not fire when the rates arrived, so the screen would not refresh")
    let offMain = notices.filter { !$0.onMainActor }.count
    #expect(offMain == 0, "新汇率到达时，有 \(offMain) 次状态变化发生在主 actor 之外（服务的后台队列上）/ when the rates arrived, \(offMain) state change(s) happened off the main actor (on the service's background queue)")
  }

  @Test("刷新失败也在主 actor 上发布 / a failed refresh is published on the main actor too")
  func failureArrivesOnMainActor() async {
    let (outcome, notices) = await Self.refresh(delivering: .failure(Offline()))
    guard let outcome else { return }

    #expect(Self.hasText(outcome.errorMessage), "刷新失败后 errorMessage 应是一段非空文字 / after a failed refresh, errorMessage should hold some text")
    #expect(!notices.isEmpty, "刷新失败时没有发出 objectWillChange，界面不会刷新 / objectWillChange did not fire when the refresh failed, so the screen would not refresh")
    let offMain = notices.filter { !$0.onMainActor }.count
    #expect(offMain == 0, "刷新失败时，有 \(offMain) 次状态变化发生在主 actor 之外（服务的后台队列上）/ when the refresh failed, \(offMain) state change(s) happened off the main actor (on the service's background queue)")
  }

  /// Whether `message` holds something other than whitespace: `message` 是否含有空白以外的文字。
  static func hasText(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains { !$0.isWhitespace }
  }

  /// Refreshes from the main actor, has the service answer on its background queue, and waits for the screen to settle.
  ///
  /// Returns what the screen then shows (or `nil` after recording why it never settled) and the notices that the
  /// answer caused. 在主 actor 上调用 refresh()，让服务在后台队列上回答，等界面稳定下来；返回界面显示的内容
  /// （一直不稳定时记录原因并返回 `nil`），以及这次回答引起的通知。
  static func refresh(delivering result: Result<[Rate], any Error>) async -> (Outcome?, [NoticeLog.Notice]) {
    MainActorProbe.install()
    let service = BackgroundRateService()
    let viewModel = Unchecked(await RatesViewModel(service: service))
    let log = NoticeLog()
    let subscription = viewModel.value.objectWillChange.sink { _ in
      log.record(onMainActor: MainActorProbe.isOnMainActor)
    }
    defer { subscription.cancel() }

    log.begin("refresh")
    await MainActor.run { viewModel.value.refresh() }
    guard service.requestCount >= 1 else {
      Issue.record("refresh() 没有向服务请求汇率 / refresh() did not ask the service for rates")
      return (nil, [])
    }

    log.begin("answer")
    service.deliver(result)
    let settled = await Wait.until {
      guard service.deliveredCount >= 1 else { return false }
      return await MainActor.run { !viewModel.value.isLoading }
    }
    guard settled else {
      Issue.record("服务回答之后 2 秒内 isLoading 没有回到 false / isLoading did not go back to false within 2 seconds of the service's answer")
      return (nil, log.notices(in: "answer"))
    }
    let outcome = await MainActor.run {
      Outcome(rates: viewModel.value.rates, isLoading: viewModel.value.isLoading, errorMessage: viewModel.value.errorMessage)
    }
    return (outcome, log.notices(in: "answer"))
  }
}
