import Combine
import Foundation
import VMKit

// BEGIN GENERATED: requirements (swift run grader sync)
// vm.fix2 的要求（每条单独计分，分数四舍五入到 0.01）/ What vm.fix2 requires (each scored on its own; points rounded to 0.01):
// 1. 新汇率到达时，rates 按货币代码排好显示它们，errorMessage 为 nil，isLoading 回到 false，而且这些改变都发生在主 actor 上。（4 分）
//    When new rates arrive, rates shows them sorted by currency code, errorMessage is nil and isLoading goes back to false, and every one of these changes happens on the main actor. (4 pts)
// 2. 刷新失败时，errorMessage 里放一段说明文字，isLoading 回到 false，而且这些改变都发生在主 actor 上。（4 分）
//    When a refresh fails, errorMessage gets some text and isLoading goes back to false, and these changes happen on the main actor. (4 pts)
// END GENERATED: requirements

/// The state behind the exchange-rate screen: 汇率界面背后的状态。
///
/// `@MainActor` makes the compiler keep every change of the published state on the main actor. The service calls back
/// on a queue of its own, so the callback hops to the main actor before it touches anything.
/// `@MainActor` 让编译器保证已发布的状态只在主 actor 上修改。服务在它自己的队列上回调，所以回调先回到主 actor，再动状态。
@MainActor
public final class RatesViewModel: ObservableObject {
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
      // 排序不碰状态，在服务的队列上做也可以 / sorting touches no state, so the service's queue will do.
      let sorted = result.map { rates in rates.sorted { $0.currency < $1.currency } }
      // 回调在服务的后台队列上：先回到主 actor 再改状态 / the callback runs on the service's queue: hop to the main actor
      // before changing any state.
      // 成功时在后台赋值的错误，由发下来的初始代码证明会让 ratesOnMainActor 失分（verify 要求每个检查在初始代码上失败）；
      // 这条要求的 SLIP 证明的是它的另一半：成功之后清掉上一次的错误提示。
      // The stub proves that assigning the success off the main actor fails ratesOnMainActor (verify fails every check
      // on it); this requirement's SLIP proves its other half: a success clears the previous error message.
      Task { @MainActor in
        self.apply(sorted)
      }
      // SLIP-BEGIN failureOnMainActor
      // SLIP-ELSE
      // // The failure path assigns right here, on the service's queue (Swift 6 refuses the plain form, hence the cast).
      // if case .failure = sorted {
      //   let apply: @MainActor (Result<[Rate], any Error>) -> Void = { self.apply($0) }
      //   unsafeBitCast(apply, to: (@Sendable (Result<[Rate], any Error>) -> Void).self)(sorted)
      //   return
      // }
      // SLIP-END
    }
  }

  /// Shows the outcome of a refresh, its rates already sorted: 显示一次刷新的结果（汇率已经排好序）。
  private func apply(_ result: Result<[Rate], any Error>) {
    switch result {
    case .success(let rates):
      self.rates = rates
      errorMessage = nil  // SLIP ratesOnMainActor:
    case .failure(let error):
      errorMessage = "汇率更新失败 / Could not update the rates: \(error.localizedDescription)"
    }
    isLoading = false
  }
}
