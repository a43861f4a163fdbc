import Foundation

/// A thread-safe, append-only list of the requests a real client sent: 线程安全、只追加的请求记录。
///
/// A lock guards the list, so clients on any thread or actor may append at the same time. It is a
/// `final class` marked `@unchecked Sendable`: the compiler cannot see the lock, so the type promises that every
/// access to `entries` goes through it.
/// 用锁保护列表，任何线程、任何 actor 上的客户端都可以同时追加。编译器看不到锁，所以用 `@unchecked Sendable`
/// 声明：对 `entries` 的每次访问都经过锁。
public final class RequestLog: @unchecked Sendable {
  /// The lock that guards `entries`.
  private let lock = NSLock()

  /// The requests recorded so far, oldest first.
  private var entries: [String] = []

  /// Creates an empty log.
  public init() {}

  /// The requests recorded so far, oldest first: 到目前为止记录的请求（按时间先后）。
  public var requests: [String] {
    lock.withLock { entries }
  }

  /// Appends one request, for example `"GET /books"`: 追加一条请求。
  public func append(_ request: String) {
    lock.withLock { entries.append(request) }
  }
}
