import VMKit

/// An in-memory order service that records its calls, can hold a fetch, and fails on demand; it conforms to nothing else.
/// 记录每次调用、可以让读取暂停、可按需失败的内存订单服务，不遵循任何别的协议。
actor StubOrderService: OrderService {
  /// The error thrown while failing: 失败时抛出的错误。
  struct Failure: Swift.Error {}

  private var orders: [Order]
  private var failFetch = false
  private var failCancel = false
  private var holding = false
  private var held: [CheckedContinuation<Void, Never>] = []

  /// How many times `fetchOrders()` started: `fetchOrders()` 开始执行的次数。
  private(set) var fetchCount = 0
  /// The identifiers passed to `cancelOrder(id:)` that succeeded, in order: 成功取消的订单号，按调用顺序。
  private(set) var cancelledIDs: [Order.ID] = []
  /// Every call, in order, such as `"fetch"` or `"cancel 3"`: 按顺序记下的每次调用，例如 `"fetch"`、`"cancel 3"`。
  private(set) var calls: [String] = []

  init(orders: [Order]) {
    self.orders = orders
  }

  /// Chooses which calls throw from now on: 设置此后哪些调用会抛错。
  func setFailures(fetch: Bool = false, cancel: Bool = false) {
    failFetch = fetch
    failCancel = cancel
  }

  /// Makes later fetches wait until `release()`: 让之后的读取一直等到 `release()`。
  func hold() {
    holding = true
  }

  /// Lets every held fetch, and every later one, go on: 放行所有被暂停的读取，之后的读取也不再暂停。
  func release() {
    holding = false
    let waiting = held
    held = []
    for continuation in waiting {
      continuation.resume()
    }
  }

  func fetchOrders() async throws -> [Order] {
    fetchCount += 1
    calls.append("fetch")
    if holding {
      await withCheckedContinuation { held.append($0) }
    }
    if failFetch { throw Failure() }
    return orders
  }

  func cancelOrder(id: Order.ID) async throws {
    calls.append("cancel \(id)")
    if failCancel { throw Failure() }
    cancelledIDs.append(id)
    orders.removeAll { $0.id == id }
  }
}
