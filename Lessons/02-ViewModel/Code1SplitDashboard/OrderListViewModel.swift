import Foundation
import Observation
import VMKit

// 编程题 1（第二部分）：订单列表的 ViewModel
// Code 1 (part 2): the order list's view model
//
// TODO: 实现下面两个方法：
//   - `load()`：读取期间 `isLoading` 为 true，结束后回到 false；成功时把订单按下单时间从新到旧排好放进 `orders`，
//     并把 `errorMessage` 清为 nil；失败时在 `errorMessage` 里放一段说明文字，`orders` 保持不变；
//   - `cancel(_:)`：让服务取消这笔订单，成功后重新 `load()`；失败时在 `errorMessage` 里放一段说明文字。
//   这个类型只认识 `OrderService`：不要让它知道个人资料。
// TODO: implement the two methods below:
//   - `load()`: `isLoading` is true while the fetch is in flight and false again afterwards; on success put the
//     orders in `orders`, newest `placedAt` first, and clear `errorMessage` to nil; on failure put some text in
//     `errorMessage` and leave `orders` as it was;
//   - `cancel(_:)`: have the service cancel the order, then `load()` again; on failure put some text in `errorMessage`.
//   This type knows only `OrderService`: keep the profile out of it.
//
// 检查 / Check:  swift run grader --question vm.code1

/// The state behind the order list: 订单列表背后的状态。
@MainActor
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
  public init(service: any OrderService) {
    self.service = service
  }

  /// Loads the orders from the service: 从服务读取订单。
  public func load() async {
    // TODO
  }

  /// Cancels `order` through the service, then reloads: 通过服务取消 `order`，然后重新读取。
  public func cancel(_ order: Order) async {
    // TODO
  }
}
