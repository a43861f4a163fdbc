import Foundation
import Testing
import VMKit

@testable import VMCode1

extension Code1SplitDashboard {
  /// Creates the profile view model from a value typed as the protocol, or records that `init(service:)` does not take it.
  /// 用协议类型的值创建资料 ViewModel；`init(service:)` 不接受它时记录下来。
  static func makeProfileViewModel(_ service: any ProfileService) throws -> ProfileViewModel {
    let viewModel: ProfileViewModel? = ProfileViewModel(service: service)
    return try #require(viewModel, "无法用 ProfileViewModel(service:) 从 any ProfileService 类型的值创建 ViewModel / ProfileViewModel(service:) cannot create the view model from a value of type any ProfileService")
  }

  /// Creates the order list view model from a value typed as the protocol, or records why it cannot.
  /// 用协议类型的值创建订单 ViewModel；不能创建时记录原因。
  static func makeOrderListViewModel(_ service: any OrderService) throws -> OrderListViewModel {
    let viewModel: OrderListViewModel? = OrderListViewModel(service: service)
    return try #require(viewModel, "无法用 OrderListViewModel(service:) 从 any OrderService 类型的值创建 ViewModel / OrderListViewModel(service:) cannot create the view model from a value of type any OrderService")
  }

  /// Holds a fetch to read `isLoading` while it is in flight, then after it ends, then after a failed one.
  /// 让读取暂停，读出进行中的 `isLoading`；再读出结束后、以及读取失败后的 `isLoading`。
  static func checkLoading(
    start: () async -> Void, fetchCount: @escaping @Sendable () async -> Int, release: () async -> Void,
    fail: () async -> Void, isLoading: () -> Bool, load: @escaping @MainActor @Sendable () async -> Void
  ) async {
    let idle = isLoading()
    #expect(idle == false, "还没有调用 load() 时 isLoading 为 true，应为 false / before any load(), isLoading was true; expected false")
    await start()
    let finished = Flag()
    _Concurrency.Task {
      await load()
      finished.raise()
    }
    // 读取开始，或者 load() 没读取就返回了，都不用再等 / stop waiting once the fetch starts or load() returns without one.
    _ = await Wait.until { await fetchCount() >= 1 || finished.isRaised }
    guard await fetchCount() >= 1 else {
      Testing.Issue.record("load() 返回时服务没有记录到任何读取，无法观察读取期间的 isLoading / when load() returned the service had recorded no fetch, so isLoading during a fetch could not be observed")
      await release()
      return
    }
    let during = isLoading()
    #expect(during == true, "服务的读取已开始、尚未返回时，isLoading 为 false，应为 true / while the service's fetch had started and not yet returned, isLoading was false; expected true")
    await release()
    let ended = await Wait.until { finished.isRaised }
    #expect(ended, "服务返回后 5 秒内 load() 没有返回 / load() had not returned 5 seconds after the fetch returned")
    let after = isLoading()
    #expect(after == false, "读取成功、load() 返回之后 isLoading 为 true，应为 false / after a successful load() returned, isLoading was true; expected false")
    await fail()
    await load()
    let afterFailure = isLoading()
    #expect(afterFailure == false, "读取失败、load() 返回之后 isLoading 为 true，应为 false / after a failed load() returned, isLoading was true; expected false")
  }

  /// Whether the type `value` is declared with (optionals and arrays by their element) names one of `words`.
  /// `value` 的声明类型（可选值和数组看元素类型）的名字是否含有 `words` 之一。
  static func typeName(of value: Any, mentions words: [String]) -> Bool {
    var type: Any.Type = Swift.type(of: value)
    while let wrapper = type as? any Code1ElementWrapping.Type {
      type = wrapper.elementType
    }
    let name = String(reflecting: type).split(separator: ".").last.map(String.init) ?? ""
    return words.contains { name.contains($0) }
  }

  /// Whether `message` holds something other than whitespace: `message` 是否含有空白以外的文字。
  static func hasText(_ message: String?) -> Bool {
    guard let message else { return false }
    return message.contains { !$0.isWhitespace }
  }

  /// A value as the report shows it, `nil` as such: 报告里显示的值，`nil` 原样显示。
  static func describe<T>(_ value: T?) -> String {
    value.map { "\"\($0)\"" } ?? "nil"
  }
}

/// A type that stores values of another type, such as an optional or an array: 存放另一种类型的值的类型，例如可选值和数组。
protocol Code1ElementWrapping {
  static var elementType: Any.Type { get }
}

extension Optional: Code1ElementWrapping {
  static var elementType: Any.Type { Wrapped.self }
}

extension Array: Code1ElementWrapping {
  static var elementType: Any.Type { Element.self }
}
