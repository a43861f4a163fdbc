/// Bounded waiting, so that an unfinished view model never hangs the grader. 有上限的等待：未完成的 ViewModel 不会让评分卡住。
enum Wait {
  /// Polls `condition` until it holds or five seconds pass, and tells whether it held: long enough for a loaded machine,
  /// short enough that a check waiting for what never happens ends well within the grader's limit for one check.
  /// 轮询 `condition`，直到成立或过了五秒，返回是否成立：机器很忙时也够用，又能让等不到结果的检查在评分器的单项时限内结束。
  ///
  /// It runs on the caller's actor (`isolation`), so a main-actor check's condition is never sent elsewhere.
  /// 它运行在调用者的 actor 上（`isolation`），所以主 actor 上的检查传入的条件不会被送到别处。
  static func until(isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(5))
    while clock.now < deadline {
      if await condition() { return true }
      try? await _Concurrency.Task.sleep(for: .milliseconds(5))
    }
    return await condition()
  }
}
