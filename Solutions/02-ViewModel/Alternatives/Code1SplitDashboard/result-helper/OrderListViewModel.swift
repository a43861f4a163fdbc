// Differs from the reference: a loading helper returning a Result, a static sorting helper, and cancel(_:) that returns early on failure.
import Foundation
import Observation
import VMKit

/// The state behind the order list; it knows only `OrderService`. 订单列表背后的状态，只认识 `OrderService`。
@MainActor
@Observable
public final class OrderListViewModel {
  public private(set) var orders: [Order] = []
  public private(set) var isLoading = false
  public private(set) var errorMessage: String?

  private let service: any OrderService

  public init(service: any OrderService) {
    self.service = service
  }

  public func load() async {
    switch await whileLoading({ try await self.service.fetchOrders() }) {
    case .success(let fetched):
      orders = Self.newestFirst(fetched)
      errorMessage = nil
    case .failure(let error):
      errorMessage = "订单加载失败 / Could not load the orders: \(error.localizedDescription)"
    }
  }

  public func cancel(_ order: Order) async {
    do {
      try await service.cancelOrder(id: order.id)
    } catch {
      errorMessage = "取消失败 / Could not cancel the order: \(error.localizedDescription)"
      return
    }
    await load()
  }

  /// Orders with the latest `placedAt` first: 按 `placedAt` 从新到旧排列。
  private static func newestFirst(_ orders: [Order]) -> [Order] {
    orders.sorted { $0.placedAt > $1.placedAt }
  }

  /// Runs `work` with `isLoading` set, and returns how it went: 在 `isLoading` 为 true 期间执行 `work`，返回结果。
  private func whileLoading<T>(_ work: () async throws -> T) async -> Result<T, any Error> {
    isLoading = true
    defer { isLoading = false }
    do {
      return .success(try await work())
    } catch {
      return .failure(error)
    }
  }
}
