import Testing
import VMKit

@testable import VMCode1

/// Fallbacks the compiler uses only when a student's view model lacks one of the members the stub declares, so the
/// suite compiles whatever the answer is and a missing member costs only the checks that use it; each records why.
///
/// 只有学生的 ViewModel 缺少初始代码声明过的某个成员时，编译器才会用到这些后备实现：无论答案如何本套测试都能编译，
/// 缺一个成员只丢用到它的检查；后备实现会记录原因。
protocol Code1ProfileFallbacks: AnyObject {}

extension Code1ProfileFallbacks {
  @_disfavoredOverload
  init?(service: any ProfileService) { return nil }

  @_disfavoredOverload
  var profile: Profile? {
    Testing.Issue.record("ProfileViewModel 没有 Profile? 类型的 profile 属性 / ProfileViewModel has no profile property of type Profile?")
    return nil
  }

  @_disfavoredOverload
  var isLoading: Bool {
    Testing.Issue.record("ProfileViewModel 没有 Bool 类型的 isLoading 属性 / ProfileViewModel has no isLoading property of type Bool")
    return false
  }

  @_disfavoredOverload
  var errorMessage: String? {
    Testing.Issue.record("ProfileViewModel 没有 String? 类型的 errorMessage 属性 / ProfileViewModel has no errorMessage property of type String?")
    return nil
  }

  @_disfavoredOverload
  func load() async {
    Testing.Issue.record("ProfileViewModel 没有 load() async 方法 / ProfileViewModel has no load() async method")
  }
}

extension ProfileViewModel: Code1ProfileFallbacks {}

/// The same for `OrderListViewModel`: `OrderListViewModel` 的后备实现。
protocol Code1OrderListFallbacks: AnyObject {}

extension Code1OrderListFallbacks {
  @_disfavoredOverload
  init?(service: any OrderService) { return nil }

  @_disfavoredOverload
  var orders: [Order] {
    Testing.Issue.record("OrderListViewModel 没有 [Order] 类型的 orders 属性 / OrderListViewModel has no orders property of type [Order]")
    return []
  }

  @_disfavoredOverload
  var isLoading: Bool {
    Testing.Issue.record("OrderListViewModel 没有 Bool 类型的 isLoading 属性 / OrderListViewModel has no isLoading property of type Bool")
    return false
  }

  @_disfavoredOverload
  var errorMessage: String? {
    Testing.Issue.record("OrderListViewModel 没有 String? 类型的 errorMessage 属性 / OrderListViewModel has no errorMessage property of type String?")
    return nil
  }

  @_disfavoredOverload
  func load() async {
    Testing.Issue.record("OrderListViewModel 没有 load() async 方法 / OrderListViewModel has no load() async method")
  }

  @_disfavoredOverload
  func cancel(_ order: Order) async {
    Testing.Issue.record("OrderListViewModel 没有 cancel(_: Order) async 方法 / OrderListViewModel has no cancel(_: Order) async method")
  }
}

extension OrderListViewModel: Code1OrderListFallbacks {}
