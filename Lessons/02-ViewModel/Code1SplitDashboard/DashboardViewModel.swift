import Foundation
import Observation
import VMKit

// 编程题 1：拆开“上帝” ViewModel
// Code 1: take a "god" view model apart
//
// 这是拆分之前的样子：仪表盘上的个人资料卡片和订单列表共用下面这一个 ViewModel。它能工作，但是——
//   - 订单服务一出错，整个仪表盘只剩一条错误信息，连已经拿到的个人资料也显示不出来；
//   - 订单列表在别的界面也要用，可是想用它就得连带准备一个 ProfileService；
//   - 只想测试订单，也得先写一个资料服务的 Mock。
// This is the dashboard before the split: its profile card and its order list share the one view model below.
// It works, but:
//   - when the order service fails, the whole dashboard shows one error, and even the profile it did get is lost;
//   - the order list is needed on another screen too, and using it there drags in a ProfileService;
//   - a test of the orders alone still has to write a mock of the profile service.
//
// TODO: 把它拆成两个各管一件事的 ViewModel，写在同一文件夹的 ProfileViewModel.swift 和 OrderListViewModel.swift 里
//       （那两个文件里已经写好了类型、属性和方法签名）。每个 ViewModel 只认识自己的那一个服务协议。
//       拆完以后，这个文件可以删掉，也可以留着对照：评分不看它。
// TODO: split it into two view models with one job each, in ProfileViewModel.swift and OrderListViewModel.swift
//       in this folder (their types, properties and method signatures are already there). Each one knows only its
//       own service protocol. Once you are done you may delete this file or keep it for comparison: it is not graded.
//       保留两个类的名字、`init(service:)`，以及已写好的属性和方法的名字与签名：测试按它们来调用。
//       Keep both class names, `init(service:)`, and the names and signatures of the properties and methods already
//       there: the tests call them.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// vm.code1 的要求（每条单独计分，分数四舍五入到 0.01）/ What vm.code1 requires (each scored on its own; points rounded to 0.01):
// 1. ProfileViewModel.load() 把服务返回的资料放进 profile，并把 errorMessage 清为 nil。（0.8 分）
//    ProfileViewModel.load() puts the profile its service returns in profile and clears errorMessage to nil. (0.8 pts)
// 2. ProfileViewModel 读取期间 isLoading 为 true，load() 结束后（成功或失败）回到 false。（0.8 分）
//    ProfileViewModel's isLoading is true while the fetch is in flight and false once load() ends, after a success or a failure. (0.8 pts)
// 3. 资料读取失败时，errorMessage 里放一段说明文字，已经显示的 profile 保持不变。（0.8 分）
//    When the profile fails to load, errorMessage gets some text and the profile already shown stays. (0.8 pts)
// 4. ProfileViewModel 只认识 ProfileService：只靠这个服务读取，不存任何与订单有关的东西，也不持有别的 ViewModel。（0.8 分）
//    ProfileViewModel knows only ProfileService: it loads through that service alone and stores nothing about orders and no other view model. (0.8 pts)
// 5. OrderListViewModel.load() 把服务返回的订单按 placedAt 从新到旧放进 orders，并把 errorMessage 清为 nil。（0.8 分）
//    OrderListViewModel.load() puts the service's orders in orders, newest placedAt first, and clears errorMessage to nil. (0.8 pts)
// 6. OrderListViewModel 读取期间 isLoading 为 true，load() 结束后（成功或失败）回到 false。（0.8 分）
//    OrderListViewModel's isLoading is true while the fetch is in flight and false once load() ends, after a success or a failure. (0.8 pts)
// 7. 订单读取失败时，errorMessage 里放一段说明文字，已经显示的 orders 保持不变。（0.8 分）
//    When the orders fail to load, errorMessage gets some text and the orders already shown stay. (0.8 pts)
// 8. cancel(_:) 让服务取消这笔订单，然后重新读取订单。（0.8 分）
//    cancel(_:) has the service cancel that order, then loads the orders again. (0.8 pts)
// 9. 取消失败时，errorMessage 里放一段说明文字。（0.8 分）
//    When cancelling fails, errorMessage gets some text. (0.8 pts)
// 10. OrderListViewModel 只认识 OrderService：只靠这个服务读取，不存任何与个人资料有关的东西，也不持有别的 ViewModel。（0.8 分）
//     OrderListViewModel knows only OrderService: it loads through that service alone and stores nothing about the profile and no other view model. (0.8 pts)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question vm.code1

/// The dashboard's state before the split: one object doing two unrelated jobs. 拆分之前的仪表盘状态：一个对象干两件不相干的事。
@MainActor
@Observable
public final class DashboardViewModel {
  /// The signed-in user's profile: 当前用户的资料。
  public private(set) var profile: Profile?
  /// The user's orders, newest first: 用户的订单，最新的在前。
  public private(set) var orders: [Order] = []
  /// Whether anything is loading: 是否有东西在加载。
  public private(set) var isLoading = false
  /// One message for whatever failed last: 最近一次失败的提示（不管是哪一部分失败）。
  public private(set) var errorMessage: String?

  private let profileService: any ProfileService
  private let orderService: any OrderService

  /// Creates the dashboard's view model with both services: 用两个服务创建仪表盘的 ViewModel。
  public init(profileService: any ProfileService, orderService: any OrderService) {
    self.profileService = profileService
    self.orderService = orderService
  }

  /// Loads the profile and then the orders; one failure stops both: 先读资料再读订单；任何一个失败，两个都停下。
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      profile = try await profileService.fetchProfile()
      orders = try await orderService.fetchOrders().sorted { $0.placedAt > $1.placedAt }
      errorMessage = nil
    } catch {
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }

  /// Cancels an order, then reloads everything, the profile included: 取消订单，然后连资料一起全部重新加载。
  public func cancel(_ order: Order) async {
    do {
      try await orderService.cancelOrder(id: order.id)
      await load()
    } catch {
      errorMessage = "取消失败 / Could not cancel: \(error.localizedDescription)"
    }
  }
}
