import Foundation
import GradingSupport
import Testing
import VMKit

@testable import VMCode1

/// Grades code 1: two view models with one job each, each built from its own service alone.
/// 编程题 1 的评分：两个各管一件事的 ViewModel，各自只靠自己的服务就能创建和工作。
///
/// One check per requirement. The checks run on the main actor, where a view uses its view models, so no view model
/// is ever sent across an isolation boundary: the suite compiles however the answer expresses isolation (a `@MainActor`
/// class, `@MainActor` members, or none). The view models are held in `Unchecked`, so the closures that read them do
/// not tie them to the main actor, and awaiting a `nonisolated` `load()` sends nothing. Members the student's class
/// lacks fall back to `Code1Fallbacks.swift`, so a missing one costs only the checks that use it.
/// 每项要求一个检查。检查运行在主 actor 上（视图也是在这里使用 ViewModel），所以 ViewModel 从不跨隔离边界传递：不论答案
/// 怎样表达隔离（整个类标 `@MainActor`、逐个成员标注，或者都不标），本套测试都能编译。ViewModel 放在 `Unchecked` 里，
/// 读取它的闭包就不会把它绑到主 actor 上，`await` 一个 `nonisolated` 的 `load()` 也不会传送任何值。学生的类缺少的成员由
/// `Code1Fallbacks.swift` 补上，缺一个只丢用到它的检查。
@MainActor
@Suite("编程题 1：拆开上帝 ViewModel / Code 1: take a god view model apart", .serialized)
struct Code1SplitDashboard {
  static let profile = Profile(id: 7, name: "林晓 / Lin Xiao", email: "lin@example.com")

  static let older = Order(id: 1, title: "茶叶 / Tea", placedAt: Date(timeIntervalSince1970: 1_700_000_000))
  static let newest = Order(id: 2, title: "茶杯 / Teacup", placedAt: Date(timeIntervalSince1970: 1_700_900_000))
  static let middle = Order(id: 3, title: "茶壶 / Teapot", placedAt: Date(timeIntervalSince1970: 1_700_500_000))

  // MARK: ProfileViewModel

  @Test("资料 ViewModel 从自己的服务读取资料 / the profile view model loads from its service")
  func profileLoadsFromItsService() async throws {
    let service = StubProfileService(profile: Self.profile)
    let viewModel = try Unchecked(Self.makeProfileViewModel(service))
    await service.setFailing(true)
    await viewModel.value.load()
    await service.setFailing(false)
    let messageBefore = viewModel.value.errorMessage

    await viewModel.value.load()

    let fetches = await service.fetchCount
    #expect(fetches >= 2, "调用两次 load() 之后，ProfileService 只记录到 \(fetches) 次 fetchProfile() / after two calls to load(), the ProfileService had recorded \(fetches) call(s) to fetchProfile()")
    let loaded = viewModel.value.profile
    #expect(loaded == Self.profile, "读取成功后 profile 是 \(Self.describe(loaded))，应是服务返回的 \(Self.describe(Self.profile)) / after a successful load, profile was \(Self.describe(loaded)); expected what the service returned, \(Self.describe(Self.profile))")
    let message = viewModel.value.errorMessage
    #expect(message == nil, "先失败（errorMessage 为 \(Self.describe(messageBefore))）、再读取成功之后，errorMessage 是 \(Self.describe(message))，应为 nil / after a failed load (errorMessage \(Self.describe(messageBefore))) and then a successful one, errorMessage was \(Self.describe(message)); expected nil")
  }

  @Test("资料读取期间 isLoading 为 true，结束后为 false / isLoading is true while the profile loads, false afterwards")
  func profileIsLoadingWhileFetching() async throws {
    let service = StubProfileService(profile: Self.profile)
    let viewModel = try Unchecked(Self.makeProfileViewModel(service))
    await Self.checkLoading(
      start: { await service.hold() }, fetchCount: { await service.fetchCount }, release: { await service.release() },
      fail: { await service.setFailing(true) }, isLoading: { viewModel.value.isLoading }, load: { await viewModel.value.load() })
  }

  @Test("资料读取失败时给出提示，并保留已有资料 / a failed profile load shows a message and keeps the profile")
  func profileFailureShowsMessage() async throws {
    let service = StubProfileService(profile: Self.profile)
    let viewModel = try Unchecked(Self.makeProfileViewModel(service))
    await viewModel.value.load()
    let before = viewModel.value.profile
    await service.setFailing(true)

    await viewModel.value.load()

    let message = viewModel.value.errorMessage
    #expect(Self.hasText(message), "读取失败后 errorMessage 是 \(Self.describe(message))，应是一段非空文字 / after a failed load, errorMessage was \(Self.describe(message)); expected some text")
    let after = viewModel.value.profile
    #expect(after == before, "读取失败之前 profile 是 \(Self.describe(before))，之后变成了 \(Self.describe(after))，应保持不变 / profile was \(Self.describe(before)) before the failed load and \(Self.describe(after)) after it; expected it to stay")
  }

  @Test("资料 ViewModel 只依赖 ProfileService / the profile view model depends on ProfileService alone")
  func profileDependsOnlyOnProfileService() async throws {
    let service = StubProfileService(profile: Self.profile)
    let viewModel = try Unchecked(Self.makeProfileViewModel(service))
    await viewModel.value.load()
    let fetches = await service.fetchCount
    #expect(fetches >= 1, "只拿到一个 ProfileService 的 ViewModel 调用 load() 之后，服务没有记录到 fetchProfile() 调用，看不出它只靠 ProfileService 就能工作 / after load() on a view model given nothing but a ProfileService, the service had recorded no call to fetchProfile(), so it has not shown that it works with ProfileService alone")
    let found = StoredValueScan.firstMatch(
      in: viewModel.value,
      forbidden: { $0 is any OrderService || Self.typeName(of: $0, mentions: ["Order", "Dashboard"]) },
      allowed: { $0 is any ProfileService }
    )
    #expect(found == nil, "ProfileViewModel 的存储属性里有一个与订单或其他 ViewModel 有关的值（\(found ?? "")）/ among ProfileViewModel's stored properties there is a value about orders or another view model (\(found ?? ""))")
  }

  // MARK: OrderListViewModel

  @Test("订单 ViewModel 读取订单并按时间从新到旧排列 / the order list loads its orders, newest first")
  func ordersLoadNewestFirst() async throws {
    let service = StubOrderService(orders: [Self.older, Self.newest, Self.middle])
    let viewModel = try Unchecked(Self.makeOrderListViewModel(service))
    await service.setFailures(fetch: true)
    await viewModel.value.load()
    await service.setFailures()
    let messageBefore = viewModel.value.errorMessage

    await viewModel.value.load()

    let fetches = await service.fetchCount
    #expect(fetches >= 2, "调用两次 load() 之后，OrderService 只记录到 \(fetches) 次 fetchOrders() / after two calls to load(), the OrderService had recorded \(fetches) call(s) to fetchOrders()")
    let ids = viewModel.value.orders.map(\.id)
    let expected = [Self.newest, Self.middle, Self.older].map(\.id)
    #expect(ids == expected, "读取成功后 orders 的 id 依次是 \(ids)，应按 placedAt 从新到旧为 \(expected) / after a successful load, the ids in orders were \(ids); expected \(expected), newest placedAt first")
    let message = viewModel.value.errorMessage
    #expect(message == nil, "先失败（errorMessage 为 \(Self.describe(messageBefore))）、再读取成功之后，errorMessage 是 \(Self.describe(message))，应为 nil / after a failed load (errorMessage \(Self.describe(messageBefore))) and then a successful one, errorMessage was \(Self.describe(message)); expected nil")
  }

  @Test("订单读取期间 isLoading 为 true，结束后为 false / isLoading is true while the orders load, false afterwards")
  func ordersIsLoadingWhileFetching() async throws {
    let service = StubOrderService(orders: [Self.older, Self.newest])
    let viewModel = try Unchecked(Self.makeOrderListViewModel(service))
    await Self.checkLoading(
      start: { await service.hold() }, fetchCount: { await service.fetchCount }, release: { await service.release() },
      fail: { await service.setFailures(fetch: true) }, isLoading: { viewModel.value.isLoading }, load: { await viewModel.value.load() })
  }

  @Test("订单读取失败时给出提示，并保留已有订单 / a failed order load shows a message and keeps the orders")
  func ordersFailureShowsMessage() async throws {
    let service = StubOrderService(orders: [Self.older, Self.newest, Self.middle])
    let viewModel = try Unchecked(Self.makeOrderListViewModel(service))
    await viewModel.value.load()
    let before = viewModel.value.orders.map(\.id)
    await service.setFailures(fetch: true)

    await viewModel.value.load()

    let message = viewModel.value.errorMessage
    #expect(Self.hasText(message), "读取失败后 errorMessage 是 \(Self.describe(message))，应是一段非空文字 / after a failed load, errorMessage was \(Self.describe(message)); expected some text")
    let after = viewModel.value.orders.map(\.id)
    #expect(after == before, "读取失败之前 orders 的 id 是 \(before)，之后是 \(after)，应保持不变 / the ids in orders were \(before) before the failed load and \(after) after it; expected them to stay")
  }

  @Test("取消订单：交给服务，然后重新读取 / cancelling goes through the service, then reloads")
  func cancelCallsServiceAndReloads() async throws {
    let service = StubOrderService(orders: [Self.older, Self.newest, Self.middle])
    let viewModel = try Unchecked(Self.makeOrderListViewModel(service))
    let callsBefore = await service.calls.count

    await viewModel.value.cancel(Self.middle)

    let calls = Array(await service.calls.dropFirst(callsBefore))
    let cancelled = await service.cancelledIDs
    #expect(cancelled == [Self.middle.id], "cancel(订单 \(Self.middle.id)) 之后，服务取消过的订单号是 \(cancelled)，应为 [\(Self.middle.id)] / after cancel(order \(Self.middle.id)), the service had cancelled the ids \(cancelled); expected [\(Self.middle.id)]")
    let cancelAt = calls.firstIndex(of: "cancel \(Self.middle.id)")
    let reloaded = cancelAt.map { calls[($0 + 1)...].contains("fetch") } ?? false
    #expect(reloaded, "cancel(_:) 期间服务依次收到的调用是 \(calls)；取消之后应再有一次 fetchOrders()（重新 load()）/ during cancel(_:) the service received the calls \(calls); expected a fetchOrders() (a new load()) after the cancel")
  }

  @Test("取消失败时给出提示 / a failed cancel shows a message")
  func cancelFailureShowsMessage() async throws {
    let service = StubOrderService(orders: [Self.older, Self.newest, Self.middle])
    let viewModel = try Unchecked(Self.makeOrderListViewModel(service))
    await service.setFailures(cancel: true)

    await viewModel.value.cancel(Self.newest)

    let message = viewModel.value.errorMessage
    #expect(Self.hasText(message), "服务取消失败（抛出错误）之后，errorMessage 是 \(Self.describe(message))，应是一段非空文字 / after the service's cancel threw, errorMessage was \(Self.describe(message)); expected some text")
  }

  @Test("订单 ViewModel 只依赖 OrderService / the order list view model depends on OrderService alone")
  func ordersDependOnlyOnOrderService() async throws {
    let service = StubOrderService(orders: [Self.older])
    let viewModel = try Unchecked(Self.makeOrderListViewModel(service))
    await viewModel.value.load()
    let fetches = await service.fetchCount
    #expect(fetches >= 1, "只拿到一个 OrderService 的 ViewModel 调用 load() 之后，服务没有记录到 fetchOrders() 调用，看不出它只靠 OrderService 就能工作 / after load() on a view model given nothing but an OrderService, the service had recorded no call to fetchOrders(), so it has not shown that it works with OrderService alone")
    let found = StoredValueScan.firstMatch(
      in: viewModel.value,
      forbidden: { $0 is any ProfileService || Self.typeName(of: $0, mentions: ["Profile", "Dashboard"]) },
      allowed: { $0 is any OrderService }
    )
    #expect(found == nil, "OrderListViewModel 的存储属性里有一个与个人资料或其他 ViewModel 有关的值（\(found ?? "")）/ among OrderListViewModel's stored properties there is a value about the profile or another view model (\(found ?? ""))")
  }
}
