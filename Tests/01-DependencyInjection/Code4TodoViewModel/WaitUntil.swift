/// Polls `condition` until it holds or `timeout` passes, and reports whether it held: 轮询 `condition` 直到成立或超时，返回是否成立。
///
/// Every wait in this suite goes through here, so an unfinished view model can never hang the grader.
/// 本套测试的所有等待都经过这里，未完成的 ViewModel 不会让评分程序卡住。
@MainActor
func waitUntil(timeout: Duration = .seconds(2), _ condition: () async -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while clock.now < deadline {
    if await condition() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return await condition()
}
