/// Where orders come from and where cancellations go: 订单的来源，以及取消订单的去处。
public protocol OrderService: Sendable {
  /// Fetches the user's orders, in no particular order: 读取用户的订单（顺序不定）。
  func fetchOrders() async throws -> [Order]

  /// Cancels the order with this identifier: 取消这个订单号的订单。
  func cancelOrder(id: Order.ID) async throws
}
