/// Carries a view model into `@Sendable` and main-actor closures whether or not it is `Sendable` itself.
/// 把 ViewModel 带进 `@Sendable` 或主 actor 闭包，不管它自身是否 `Sendable`。
///
/// The suite must compile for a view model that forgot `@MainActor` too, so that forgetting it costs one check and
/// not the whole question; the checks make sure the value is used on one actor at a time.
/// 忘了写 `@MainActor` 的 ViewModel 也要能让本套测试编译，这样漏写只丢一项检查而不是整道题；检查本身保证同一时刻只在一处使用它。
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
