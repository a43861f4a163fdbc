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
  struct Offline: Swift.Error {}

  /// What the screen shows once a refresh has ended: 一次刷新结束后界面显示的内容。
  struct Outcome: Sendable {
    var rates: [Rate]
    var isLoading: Bool
    var errorMessage: String?
  }

  @Test("新汇率在主 actor 上发布 / new rates are published on the main actor")
  func ratesArriveOnMainActor() async {
    let (outcome, notices) = await Self.refresh(delivering: .success(Self.feed), afterFailing: true)
    guard let outcome else { return }

    let codes = outcome.rates.map(\.currency)
    #expect(codes == ["CNY", "EUR", "JPY"], "服务送来 JPY、CNY、EUR 的汇率之后，rates 的货币代码依次是 \(codes)，应按货币代码排序为 [\"CNY\", \"EUR\", \"JPY\"] / after the service sent rates for JPY, CNY and EUR, the currency codes in rates were \(codes); expected them sorted by code, [\"CNY\", \"EUR\", \"JPY\"]")
    #expect(outcome.errorMessage == nil, "先刷新失败、再刷新成功之后，errorMessage 是 \(Self.describe(outcome.errorMessage))，应为 nil / after a failed refresh and then a successful one, errorMessage was \(Self.describe(outcome.errorMessage)); expected nil")
    #expect(!notices.isEmpty, "从服务送出汇率到 isLoading 回到 false，objectWillChange 一次也没有发出 / between the service sending the rates and isLoading going back to false, objectWillChange sent no notice")
    let offMain = notices.filter { !$0.onMainActor }.count
    #expect(offMain == 0, "服务送出汇率之后的 \(notices.count) 次 objectWillChange 通知中，有 \(offMain) 次不在主 actor 上（即那次改变发生在主 actor 之外）/ of the \(notices.count) objectWillChange notices after the service sent the rates, \(offMain) came off the main actor (that change happened off it)")
  }

  @Test("刷新失败也在主 actor 上发布 / a failed refresh is published on the main actor too")
  func failureArrivesOnMainActor() async {
    let (outcome, notices) = await Self.refresh(delivering: .failure(Offline()))
    guard let outcome else { return }

    #expect(Self.hasText(outcome.errorMessage), "服务报告失败之后 errorMessage 是 \(Self.describe(outcome.errorMessage))，应是一段非空文字 / after the service reported a failure, errorMessage was \(Self.describe(outcome.errorMessage)); expected some text")
    #expect(!notices.isEmpty, "从服务报告失败到 isLoading 回到 false，objectWillChange 一次也没有发出 / between the service reporting a failure and isLoading going back to false, objectWillChange sent no notice")
    let offMain = notices.filter { !$0.onMainActor }.count
    #expect(offMain == 0, "服务报告失败之后的 \(notices.count) 次 objectWillChange 通知中，有 \(offMain) 次不在主 actor 上（即那次改变发生在主 actor 之外）/ of the \(notices.count) objectWillChange notices after the service reported a failure, \(offMain) came off the main actor (that change happened off it)")
  }

  /// A message as the report shows it, `nil` as such: 报告里显示的提示，`nil` 原样显示。
  static func describe(_ message: String?) -> String {
    message.map { "\"\($0)\"" } ?? "nil"
  }

  /// Whether `message` holds something other than whitespace: `message` 是否含有空白以外的文字。
  static func hasText(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains { !$0.isWhitespace }
  }

  /// Refreshes from the main actor, has the service answer on its background queue, and waits for the screen to settle.
  ///
  /// With `afterFailing`, a first refresh fails before that one, so a successful answer must clear its message.
  /// Returns what the screen then shows (or `nil` after recording why it never settled) and the notices that the
  /// answer caused. 在主 actor 上调用 refresh()，让服务在后台队列上回答，等界面稳定下来；`afterFailing` 时先有一次失败的
  /// 刷新，成功的回答必须清掉它的提示。返回界面显示的内容（一直不稳定时记录原因并返回 `nil`），以及这次回答引起的通知。
  static func refresh(
    delivering result: Swift.Result<[Rate], any Swift.Error>, afterFailing: Bool = false
  ) async -> (Outcome?, [NoticeLog.Notice]) {
    MainActorProbe.install()
    let service = BackgroundRateService()
    let viewModel = Unchecked(await RatesViewModel(service: service))
    if afterFailing {
      await failFirst(viewModel, service)
    }
    let log = NoticeLog()
    let subscription = viewModel.value.objectWillChange.sink { _ in
      log.record(onMainActor: MainActorProbe.isOnMainActor)
    }
    defer { subscription.cancel() }

    log.begin("refresh")
    await MainActor.run { viewModel.value.refresh() }
    let requests = afterFailing ? 2 : 1
    guard await Wait.until({ service.requestCount >= requests }) else {
      Testing.Issue.record("调用 refresh() 之后的 5 秒内，服务没有记录到这次的 fetchRates(completion:) 调用 / in the 5 seconds after refresh() was called, the service recorded no call to fetchRates(completion:) for it")
      return (nil, [])
    }

    log.begin("answer")
    service.deliver(result)
    let settled = await Wait.until {
      guard service.deliveredCount >= (afterFailing ? 2 : 1) else { return false }
      return await MainActor.run { !viewModel.value.isLoading }
    }
    guard settled else {
      let delivered = service.deliveredCount - (afterFailing ? 1 : 0)
      Testing.Issue.record("服务送出回答后的 5 秒内，回调执行完 \(delivered) 次，在主 actor 上读到的 isLoading 一直没有回到 false / in the 5 seconds after the service answered, its callback had run to the end \(delivered) time(s) and isLoading, read on the main actor, never went back to false")
      return (nil, log.notices(in: "answer"))
    }
    let outcome = await MainActor.run {
      Outcome(rates: viewModel.value.rates, isLoading: viewModel.value.isLoading, errorMessage: viewModel.value.errorMessage)
    }
    return (outcome, log.notices(in: "answer"))
  }

  /// A refresh that fails, waited for until its message or its end shows on the main actor, and never judged here:
  /// the failure path has a check of its own. 一次失败的刷新：等到主 actor 上看到它的提示或它结束为止，这里不评判它，
  /// 失败的情况有自己的检查。
  static func failFirst(_ viewModel: Unchecked<RatesViewModel>, _ service: BackgroundRateService) async {
    await MainActor.run { viewModel.value.refresh() }
    guard await Wait.until({ service.requestCount >= 1 }) else { return }
    service.deliver(.failure(Offline()))
    _ = await Wait.until {
      guard service.deliveredCount >= 1 else { return false }
      return await MainActor.run { viewModel.value.errorMessage != nil || !viewModel.value.isLoading }
    }
  }
}
