// Differs from the reference: ObservableObject with @Published, the message kept in a private @Published store behind a computed errorMessage.
import Combine
import Foundation
import VMKit

/// The state behind the order list; it knows only `OrderService`. 订单列表背后的状态，只认识 `OrderService`。
@MainActor
public final class OrderListViewModel: ObservableObject {
  @Published public private(set) var orders: [Order] = []
  @Published public private(set) var isLoading = false
  @Published private var failure: String?

  /// A message after a failed load or cancel, `nil` after a successful load: 读取或取消失败时的提示，读取成功后为 `nil`。
  public var errorMessage: String? { failure }

  private let service: any OrderService

  public init(service: any OrderService) {
    self.service = service
  }

  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      let fetched = try await service.fetchOrders()
      orders = fetched.sorted { $0.placedAt > $1.placedAt }
      failure = nil
    } catch {
      failure = "订单加载失败 / Could not load the orders: \(error.localizedDescription)"
    }
  }

  public func cancel(_ order: Order) async {
    do {
      try await service.cancelOrder(id: order.id)
      await load()
    } catch {
      failure = "取消失败 / Could not cancel the order: \(error.localizedDescription)"
    }
  }
}
