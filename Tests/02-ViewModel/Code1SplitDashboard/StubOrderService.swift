import VMKit

/// An in-memory order service that records cancellations and fails on demand; it conforms to nothing else.
/// 记录取消操作、可按需失败的内存订单服务，不遵循任何别的协议。
actor StubOrderService: OrderService {
  /// The error thrown while failing: 失败时抛出的错误。
  struct Failure: Error {}

  private var orders: [Order]
  private var failFetch = false
  private var failCancel = false

  /// How many times `fetchOrders()` ran: `fetchOrders()` 被调用的次数。
  private(set) var fetchCount = 0
  /// The identifiers passed to `cancelOrder(id:)` that succeeded, in order: 成功取消的订单号，按调用顺序。
  private(set) var cancelledIDs: [Order.ID] = []

  init(orders: [Order]) {
    self.orders = orders
  }

  /// Chooses which calls throw from now on: 设置此后哪些调用会抛错。
  func setFailures(fetch: Bool = false, cancel: Bool = false) {
    failFetch = fetch
    failCancel = cancel
  }

  func fetchOrders() async throws -> [Order] {
    fetchCount += 1
    if failFetch { throw Failure() }
    return orders
  }

  func cancelOrder(id: Order.ID) async throws {
    if failCancel { throw Failure() }
    cancelledIDs.append(id)
    orders.removeAll { $0.id == id }
  }
}
