/// Bounded waiting, so that an unfinished view model never hangs the grader. 有上限的等待：未完成的 ViewModel 不会让评分卡住。
enum Wait {
  /// Polls `condition` until it holds or two seconds pass, and tells whether it held. 轮询 `condition`，直到成立或过了两秒，返回是否成立。
  static func until(_ condition: () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(2))
    while clock.now < deadline {
      if await condition() { return true }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return await condition()
  }
}
