/// An exchange-rate feed with a completion-handler API, as many older SDKs still have: 采用回调接口的汇率服务（很多老 SDK 仍是这种写法）。
///
/// The service calls `completion` exactly once, on a background queue of its own, never on the main thread.
/// 服务只调用一次 `completion`，而且是在它自己的后台队列上调用，从不在主线程上。
public protocol RateService: Sendable {
  /// Fetches the latest rates and reports the result through `completion`: 读取最新汇率，通过 `completion` 交回结果。
  func fetchRates(completion: @escaping @Sendable (Result<[Rate], any Error>) -> Void)
}
