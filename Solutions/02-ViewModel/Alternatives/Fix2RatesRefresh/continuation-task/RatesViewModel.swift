// Differs from the reference: refresh() starts a main-actor Task that asks the service through a checked
// continuation, so the service is called only once that Task runs, after refresh() has returned.
import Combine
import Foundation
import VMKit

/// The state behind the exchange-rate screen: 汇率界面背后的状态。
///
/// The callback API is wrapped in an `async` function; the Task that awaits it runs on the main actor, so every change
/// of the published state happens there. 回调接口包成一个 `async` 函数；等待它的 Task 运行在主 actor 上，所以已发布状态的
/// 每次改变都发生在主 actor 上。
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
    Task {
      let result = await fetch()
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

  /// The service's answer, awaited instead of called back: 服务的回答，用等待代替回调。
  private func fetch() async -> Result<[Rate], any Error> {
    await withCheckedContinuation { continuation in
      service.fetchRates { result in
        continuation.resume(returning: result)
      }
    }
  }
}
