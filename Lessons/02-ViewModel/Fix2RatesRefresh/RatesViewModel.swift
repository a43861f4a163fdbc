import Combine
import Foundation
import VMKit

// 改错题 2 / Fix 2
//
// 现象：汇率界面下拉刷新、新汇率到达的那一刻，Xcode 在运行时报出紫色警告：
//   “Publishing changes from background threads is not allowed; make sure to publish values from the main thread
//    (via operators like receive(on:)) on model updates.”
// 列表有时要过一会儿才刷新，偶尔 App 还会崩溃。刷新失败时也一样。
// Symptom: when the user pulls to refresh the rates screen and the new rates arrive, Xcode shows a purple runtime
// warning, "Publishing changes from background threads is not allowed; make sure to publish values from the main
// thread (via operators like receive(on:)) on model updates." The list sometimes refreshes late, and now and then
// the app crashes. The same happens when a refresh fails.
//
// 找出原因并改正。`RateService` 来自 VMKit，不能改。保留 `RatesViewModel` 的公开接口：它仍是带 `@Published`
// 状态的 `ObservableObject`，`init(service:)`、`refresh()` 和三个属性的名字、类型都不变，视图和测试按它们来调用。
// Find the cause and fix it. `RateService` comes from VMKit and cannot change. Keep `RatesViewModel`'s public
// interface: it stays an `ObservableObject` with `@Published` state, and `init(service:)`, `refresh()` and the three
// properties keep their names and types, which the view and the tests use.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// vm.fix2 的要求（每条单独计分，分数四舍五入到 0.01）/ What vm.fix2 requires (each scored on its own; points rounded to 0.01):
// 1. 新汇率到达时，rates 按货币代码排好显示它们，errorMessage 为 nil，isLoading 回到 false，而且这些改变都发生在主 actor 上。（4 分）
//    When new rates arrive, rates shows them sorted by currency code, errorMessage is nil and isLoading goes back to false, and every one of these changes happens on the main actor. (4 pts)
// 2. 刷新失败时，errorMessage 里放一段说明文字，isLoading 回到 false，而且这些改变都发生在主 actor 上。（4 分）
//    When a refresh fails, errorMessage gets some text and isLoading goes back to false, and these changes happen on the main actor. (4 pts)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question vm.fix2

/// The state behind the exchange-rate screen: 汇率界面背后的状态。
public final class RatesViewModel: ObservableObject, @unchecked Sendable {
  /// The latest rates, sorted by currency code: 最新的汇率，按货币代码排序。
  @Published public private(set) var rates: [Rate] = []
  /// Whether a refresh is in flight: 是否正在刷新。
  @Published public private(set) var isLoading = false
  /// A message after a failed refresh, `nil` after a successful one: 刷新失败时的提示，成功后为 `nil`。
  @Published public private(set) var errorMessage: String?

  private let service: any RateService

  /// Creates the view model with the rate feed it reads from: 用它读取数据的汇率服务创建 ViewModel。
  public init(service: any RateService) {
    self.service = service
  }

  /// Asks the service for the latest rates; the view calls it on appear and on pull to refresh.
  /// 向服务请求最新汇率；视图在出现时和下拉刷新时调用它。
  public func refresh() {
    isLoading = true
    service.fetchRates { result in
      switch result {
      case .success(let rates):
        self.rates = rates.sorted { $0.currency < $1.currency }
        self.errorMessage = nil
      case .failure(let error):
        self.errorMessage = "汇率更新失败 / Could not update the rates: \(error.localizedDescription)"
      }
      self.isLoading = false
    }
  }
}
