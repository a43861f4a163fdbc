import Dispatch
import Foundation
import VMKit

/// A rate feed that, like many older SDKs, calls back on a background queue of its own, when the test says so.
/// 和很多老 SDK 一样在自己的后台队列上回调的汇率服务；什么时候回调由测试决定。
final class BackgroundRateService: RateService, @unchecked Sendable {
  private let lock = NSLock()
  private let queue = DispatchQueue(label: "kit.rates.background")
  private var pending: [@Sendable (Swift.Result<[Rate], any Swift.Error>) -> Void] = []
  private var requests = 0
  private var deliveries = 0

  /// How many times `fetchRates(completion:)` was called: `fetchRates(completion:)` 被调用的次数。
  var requestCount: Int {
    lock.withLock { requests }
  }

  /// How many completions have run to their end: 已经执行完的回调次数。
  var deliveredCount: Int {
    lock.withLock { deliveries }
  }

  func fetchRates(completion: @escaping @Sendable (Swift.Result<[Rate], any Swift.Error>) -> Void) {
    lock.withLock {
      requests += 1
      pending.append(completion)
    }
  }

  /// Calls every waiting completion with `result`, on the service's background queue (never the main one).
  /// 在服务自己的后台队列（绝不是主队列）上，用 `result` 调用每个等待中的回调。
  func deliver(_ result: Swift.Result<[Rate], any Swift.Error>) {
    let waiting = lock.withLock {
      let waiting = pending
      pending = []
      return waiting
    }
    queue.async {
      for completion in waiting {
        completion(result)
        self.lock.withLock { self.deliveries += 1 }
      }
    }
  }
}
