// Differs from the reference: the class is not @MainActor but @unchecked Sendable; its published properties,
// initializer and methods are @MainActor one by one.
import Combine
import Foundation
import VMKit

/// The state behind the exchange-rate screen: 汇率界面背后的状态。
///
/// `@MainActor` makes the compiler keep every change of the published state on the main actor. The service calls back
/// on a queue of its own, so the callback hops to the main actor before it touches anything.
/// `@MainActor` 让编译器保证已发布的状态只在主 actor 上修改。服务在它自己的队列上回调，所以回调先回到主 actor，再动状态。
public final class RatesViewModel: ObservableObject, @unchecked Sendable {
  /// The latest rates, sorted by currency code: 最新的汇率，按货币代码排序。
  @MainActor @Published public private(set) var rates: [Rate] = []
  /// Whether a refresh is in flight: 是否正在刷新。
  @MainActor @Published public private(set) var isLoading = false
  /// A message after a failed refresh, `nil` after a successful one: 刷新失败时的提示，成功后为 `nil`。
  @MainActor @Published public private(set) var errorMessage: String?

  private let service: any RateService

  /// Creates the view model with the rate feed it reads from: 用它读取数据的汇率服务创建 ViewModel。
  @MainActor
  public init(service: any RateService) {
    self.service = service
  }

  /// Asks the service for the latest rates; the view calls it on appear and on pull to refresh.
  /// 向服务请求最新汇率；视图在出现时和下拉刷新时调用它。
  @MainActor
  public func refresh() {
    isLoading = true
    service.fetchRates { result in
      // 排序不碰状态，在服务的队列上做也可以 / sorting touches no state, so the service's queue will do.
      let sorted = result.map { rates in rates.sorted { $0.currency < $1.currency } }
      // 回调在服务的后台队列上：先回到主 actor 再改状态 / the callback runs on the service's queue: hop to the main actor
      // before changing any state.
      Task { @MainActor in
        self.apply(sorted)
      }
    }
  }

  /// Shows the outcome of a refresh, its rates already sorted: 显示一次刷新的结果（汇率已经排好序）。
  @MainActor
  private func apply(_ result: Result<[Rate], any Error>) {
    switch result {
    case .success(let rates):
      self.rates = rates
      errorMessage = nil
    case .failure(let error):
      errorMessage = "汇率更新失败 / Could not update the rates: \(error.localizedDescription)"
    }
    isLoading = false
  }
}
