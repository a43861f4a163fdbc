import Foundation
import GradingSupport
import Testing
import VMKit

@testable import VMCode1

/// Grades code 1: two view models with one job each, each built from its own service alone.
/// 编程题 1 的评分：两个各管一件事的 ViewModel，各自只靠自己的服务就能创建和工作。
///
/// Every check calls the view models with `await`, so the suite compiles whether or not they are `@MainActor`.
/// 每个检查都用 `await` 调用 ViewModel，所以不论它们是否标注 `@MainActor`，本套测试都能编译。
@Suite("编程题 1：拆开上帝 ViewModel / Code 1: take a god view model apart", .serialized)
struct Code1SplitDashboard {
  static let profile = Profile(id: 7, name: "林晓 / Lin Xiao", email: "lin@example.com")

  static let older = Order(id: 1, title: "茶叶 / Tea", placedAt: Date(timeIntervalSince1970: 1_700_000_000))
  static let newest = Order(id: 2, title: "茶杯 / Teacup", placedAt: Date(timeIntervalSince1970: 1_700_900_000))
  static let middle = Order(id: 3, title: "茶壶 / Teapot", placedAt: Date(timeIntervalSince1970: 1_700_500_000))

  /// Creates the profile view model from a value typed as the protocol: this compiles only if `init(service:)` takes it.
  /// 用协议类型的值创建资料 ViewModel：只有 `init(service:)` 接受这个协议时才能编译。
  static func makeProfileViewModel(_ service: any ProfileService) async -> ProfileViewModel {
    await ProfileViewModel(service: service)
  }

  /// Creates the order list view model from a value typed as the protocol.
  /// 用协议类型的值创建订单 ViewModel。
  static func makeOrderListViewModel(_ service: any OrderService) async -> OrderListViewModel {
    await OrderListViewModel(service: service)
  }

  @Test("资料 ViewModel 从自己的服务读取资料 / the profile view model loads from its service")
  func profileLoadsFromItsService() async {
    let service = StubProfileService(profile: Self.profile)
    let viewModel = await Self.makeProfileViewModel(service)
    #expect(await viewModel.profile == nil, "load() 之前 profile 应为 nil / profile should be nil before load()")

    await viewModel.load()

    #expect(await service.fetchCount >= 1, "load() 没有调用传进来的 ProfileService / load() did not call the ProfileService it was given")
    #expect(await viewModel.profile == Self.profile, "load() 之后 profile 应是服务返回的资料 / after load(), profile should be what the service returned")
    #expect(await viewModel.errorMessage == nil, "读取成功时 errorMessage 应为 nil / errorMessage should be nil after a successful load")
    #expect(await viewModel.isLoading == false, "load() 结束后 isLoading 应为 false / isLoading should be false once load() returns")
  }

  @Test("资料读取失败时给出提示，并保留已有资料 / a failed profile load shows a message and keeps the profile")
  func profileFailureShowsMessage() async {
    let service = StubProfileService(profile: Self.profile)
    let viewModel = await Self.makeProfileViewModel(service)
    await viewModel.load()
    await service.setFailing(true)

    await viewModel.load()

    let message = await viewModel.errorMessage
    #expect(Self.hasText(message), "读取失败后 errorMessage 应是一段非空文字 / after a failed load, errorMessage should hold some text")
    #expect(await viewModel.profile == Self.profile, "读取失败不应清掉已经显示的资料 / a failed load should keep the profile already shown")
    #expect(await viewModel.isLoading == false, "读取失败后 isLoading 也应回到 false / isLoading should be false after a failed load too")

    await service.setFailing(false)
    await viewModel.load()
    #expect(await viewModel.errorMessage == nil, "之后读取成功时应把 errorMessage 清为 nil / a later successful load should clear errorMessage to nil")
  }

  @Test("订单 ViewModel 读取订单并按时间从新到旧排列 / the order list loads its orders, newest first")
  func ordersLoadNewestFirst() async {
    let service = StubOrderService(orders: [Self.older, Self.newest, Self.middle])
    let viewModel = await Self.makeOrderListViewModel(service)

    await viewModel.load()

    #expect(await service.fetchCount >= 1, "load() 没有调用传进来的 OrderService / load() did not call the OrderService it was given")
    #expect(await viewModel.orders == [Self.newest, Self.middle, Self.older], "orders 应按 placedAt 从新到旧排列 / orders should be sorted by placedAt, newest first")
    #expect(await viewModel.errorMessage == nil, "读取成功时 errorMessage 应为 nil / errorMessage should be nil after a successful load")
    #expect(await viewModel.isLoading == false, "load() 结束后 isLoading 应为 false / isLoading should be false once load() returns")

    await service.setFailures(fetch: true)
    await viewModel.load()
    let message = await viewModel.errorMessage
    #expect(Self.hasText(message), "读取失败后 errorMessage 应是一段非空文字 / after a failed load, errorMessage should hold some text")
    #expect(await viewModel.orders.count == 3, "读取失败不应清掉已经显示的订单 / a failed load should keep the orders already shown")
    #expect(await viewModel.isLoading == false, "读取失败后 isLoading 也应回到 false / isLoading should be false after a failed load too")
  }

  @Test("取消订单：交给服务，然后重新读取 / cancelling goes through the service, then reloads")
  func cancelCallsServiceAndReloads() async {
    let service = StubOrderService(orders: [Self.older, Self.newest, Self.middle])
    let viewModel = await Self.makeOrderListViewModel(service)
    await viewModel.load()
    let fetchesBefore = await service.fetchCount

    await viewModel.cancel(Self.middle)

    #expect(await service.cancelledIDs == [Self.middle.id], "cancel(_:) 应让服务取消这笔订单（按 id）/ cancel(_:) should have the service cancel that order, by id")
    #expect(await service.fetchCount > fetchesBefore, "取消成功后应重新 load() / cancel(_:) should load() again after a successful cancel")
    #expect(await viewModel.orders == [Self.newest, Self.older], "取消之后列表里不应再有这笔订单 / after cancel(_:), the list should no longer show the order")

    await service.setFailures(cancel: true)
    await viewModel.cancel(Self.newest)
    let message = await viewModel.errorMessage
    #expect(Self.hasText(message), "取消失败后 errorMessage 应是一段非空文字 / after a failed cancel, errorMessage should hold some text")
  }

  @Test("资料 ViewModel 只依赖 ProfileService / the profile view model depends on ProfileService alone")
  func profileDependsOnlyOnProfileService() async {
    let service = StubProfileService(profile: Self.profile)
    let viewModel = await Self.makeProfileViewModel(service)
    await viewModel.load()
    #expect(await service.fetchCount >= 1, "只给它一个 ProfileService 时，load() 应该能用它读取资料 / given nothing but a ProfileService, load() should read the profile through it")

    let found = StoredValueScan.firstMatch(
      in: viewModel,
      forbidden: { Self.isAbout(Order.self, $0) || $0 is any OrderService },
      allowed: { $0 is any ProfileService }
    )
    #expect(found == nil, "ProfileViewModel 里还存着订单相关的东西（\(found ?? "")）：资料的 ViewModel 不应认识订单 / ProfileViewModel still stores something about orders (\(found ?? "")): the profile's view model should not know about orders")
  }

  @Test("订单 ViewModel 只依赖 OrderService / the order list view model depends on OrderService alone")
  func ordersDependOnlyOnOrderService() async {
    let service = StubOrderService(orders: [Self.older])
    let viewModel = await Self.makeOrderListViewModel(service)
    await viewModel.load()
    #expect(await service.fetchCount >= 1, "只给它一个 OrderService 时，load() 应该能用它读取订单 / given nothing but an OrderService, load() should read the orders through it")

    let found = StoredValueScan.firstMatch(
      in: viewModel,
      forbidden: { Self.isAbout(Profile.self, $0) || $0 is any ProfileService },
      allowed: { $0 is any OrderService }
    )
    #expect(found == nil, "OrderListViewModel 里还存着个人资料相关的东西（\(found ?? "")）：订单的 ViewModel 不应认识资料 / OrderListViewModel still stores something about the profile (\(found ?? "")): the order list's view model should not know about profiles")
  }

  /// Whether `value` is a `T`, an optional `T` or an array of `T`, judged by its exact type.
  /// `value` 是否是 `T`、`T?` 或 `[T]`（按确切类型判断）。
  ///
  /// `is` is not enough here: `nil` of any optional type casts to `T?`, and an empty array of any type to `[T]`.
  /// 这里不能只用 `is`：任何类型的 `nil` 都能转换成 `T?`，任何类型的空数组都能转换成 `[T]`。
  static func isAbout<T>(_ type: T.Type, _ value: Any) -> Bool {
    let actual = Swift.type(of: value)
    return value is T || actual == Optional<T>.self || actual == [T].self
  }

  /// Whether `message` holds something other than whitespace: `message` 是否含有空白以外的文字。
  static func hasText(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains { !$0.isWhitespace }
  }
}
