// Differs from the reference: the class is not @MainActor; its initializer, load() and cancel(_:) are, one by one.
import Foundation
import Observation
import VMKit

/// The state behind the order list; it knows only `OrderService`. 订单列表背后的状态，只认识 `OrderService`。
@Observable
public final class OrderListViewModel {
  /// The orders from the latest successful load, newest first: 最近一次成功读取的订单，最新的在前。
  public private(set) var orders: [Order] = []
  /// Whether a load is in flight: 是否正在读取。
  public private(set) var isLoading = false
  /// A message after a failed load or cancel, `nil` after a successful load: 读取或取消失败时的提示，读取成功后为 `nil`。
  public private(set) var errorMessage: String?

  private let service: any OrderService

  /// Creates the view model with the one service it needs: 用它唯一需要的服务创建 ViewModel。
  @MainActor
  public init(service: any OrderService) {
    self.service = service
  }

  /// Loads the orders, newest first; a failure keeps the list already shown. 读取订单（最新的在前）；失败时保留已显示的列表。
  @MainActor
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      orders = try await service.fetchOrders().sorted { $0.placedAt > $1.placedAt }
      errorMessage = nil
    } catch {
      errorMessage = "订单加载失败 / Could not load the orders: \(error.localizedDescription)"
    }
  }

  /// Cancels `order` through the service, then reloads: 通过服务取消 `order`，然后重新读取。
  @MainActor
  public func cancel(_ order: Order) async {
    do {
      try await service.cancelOrder(id: order.id)
      await load()
    } catch {
      errorMessage = "取消失败 / Could not cancel the order: \(error.localizedDescription)"
    }
  }
}
