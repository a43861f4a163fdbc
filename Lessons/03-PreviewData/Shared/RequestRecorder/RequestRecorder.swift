/// Where real clients record the requests they send, and how tests read them: 真实客户端记录请求的地方，也是测试读取记录的入口。
///
/// Two logs exist side by side:
/// - `processWide`, a static log of every request since the process started. It is shared by every test in the
///   process, and Swift Testing runs tests in parallel, so a count read from it may include another test's requests.
/// - a scoped log per `requests(during:)` call, found through a task-local value. Only the code inside the closure,
///   and the child tasks it starts, write to it, so it is exact even while other tests run at the same time.
///
/// 两种记录：`processWide` 是进程级的静态记录，所有并行运行的测试共用，计数里可能混进别的测试的请求；
/// `requests(during:)` 通过 task-local 值为闭包单独建一份记录，只有闭包内（及其子任务）的请求会写进去，
/// 所以即使其他测试同时运行，结果也是确定的。
public enum RequestRecorder {
  /// Every request since the process started, from every task: 进程启动以来所有任务发出的全部请求。
  public static let processWide = RequestLog()

  /// The logs of the `requests(during:)` calls that enclose the current task, outermost first.
  @TaskLocal private static var scopes: [RequestLog] = []

  /// Records one request in the process-wide log and in every enclosing scope: 记录一条请求。
  public static func record(_ request: String) {
    processWide.append(request)
    for scope in scopes {
      scope.append(request)
    }
  }

  /// Runs `body` and returns the requests it sent, oldest first: 运行 `body`，返回它发出的请求。
  ///
  /// Requests from child tasks (`async let`, task groups, `Task { }`) count, because they inherit task-local values;
  /// `Task.detached` does not inherit them, so its requests reach only `processWide`. The closure runs on the
  /// caller's actor (`isolation`), so a `@MainActor` test can touch its main-actor model inside it.
  /// 子任务（`async let`、任务组、`Task { }`）会继承 task-local 值，所以它们的请求也算在内；`Task.detached` 不继承，
  /// 它的请求只进 `processWide`。闭包在调用者所在的 actor 上运行。
  public static func requests(
    isolation: isolated (any Actor)? = #isolation,
    during body: () async throws -> Void
  ) async rethrows -> [String] {
    let log = RequestLog()
    try await $scopes.withValue(scopes + [log], operation: body)
    return log.requests
  }
}
