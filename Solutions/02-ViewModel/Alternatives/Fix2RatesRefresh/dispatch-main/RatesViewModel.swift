// Differs from the reference: the class is not @MainActor; the callback hops with DispatchQueue.main.async and a
// weak reference, and a private helper applies the result.
import Combine
import Foundation
import VMKit

/// The state behind the exchange-rate screen: 汇率界面背后的状态。
///
/// The service calls back on a queue of its own, so the callback moves to the main queue before it touches any state.
/// 服务在它自己的队列上回调，所以回调先转到主队列，再动状态。
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
    service.fetchRates { [weak self] result in
      DispatchQueue.main.async {
        self?.apply(result)
      }
    }
  }

  /// Shows the outcome of a refresh: 显示一次刷新的结果。
  private func apply(_ result: Result<[Rate], any Error>) {
    switch result {
    case .success(let fresh):
      rates = fresh.sorted { $0.currency < $1.currency }
      errorMessage = nil
    case .failure(let error):
      errorMessage = "汇率更新失败 / Could not update the rates: \(error.localizedDescription)"
    }
    isLoading = false
  }
}
