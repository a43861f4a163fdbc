import Foundation
import Testing
import VMKit

@testable import VMCode3

/// Fallbacks the compiler uses only when the student's `InboxViewModel` lacks a member the stub declares, so the suite
/// compiles whatever the answer is. Each notes its use in `MissingLog`, and only the check about that member fails
/// for it: elsewhere the fallback's neutral value simply changes nothing.
///
/// 只有学生的 `InboxViewModel` 缺少初始代码声明过的某个成员时，编译器才会用到这些后备实现：无论答案如何本套测试都能编译。
/// 每个后备实现都在 `MissingLog` 里记下自己被用到；只有考查这个成员的检查因此失败，别处的中性值什么也不改变。
protocol InboxFallbacks: AnyObject {}

extension InboxFallbacks {
  @_disfavoredOverload
  init?(service: any MessageService) { return nil }

  @_disfavoredOverload
  var messages: [Message] {
    MissingLog.note("messages")
    return []
  }

  @_disfavoredOverload
  var showsUnreadOnly: Bool {
    MissingLog.note("showsUnreadOnly")
    return false
  }

  @_disfavoredOverload
  var isLoading: Bool {
    MissingLog.note("isLoading")
    return false
  }

  @_disfavoredOverload
  var errorMessage: String? {
    MissingLog.note("errorMessage")
    return nil
  }

  @_disfavoredOverload
  var rows: [MessageRow] {
    MissingLog.note("rows")
    return []
  }

  @_disfavoredOverload
  var unreadCount: Int {
    MissingLog.note("unreadCount")
    return 0
  }

  @_disfavoredOverload
  func load() async {
    MissingLog.note("load()")
  }

  @_disfavoredOverload
  func markRead(_ id: Message.ID) async {
    MissingLog.note("markRead(_: Message.ID)")
  }

  @_disfavoredOverload
  func setShowsUnreadOnly(_ unreadOnly: Bool) {
    MissingLog.note("setShowsUnreadOnly(_: Bool)")
  }
}

extension InboxViewModel: InboxFallbacks {}

/// The members a piece of a check found missing, through the fallbacks above: 检查的某一段通过上面的后备实现发现缺少的成员。
final class MissingLog: @unchecked Sendable {
  /// The log of the running check step, if it asked for one: 正在运行的检查步骤要求记录时使用的记录。
  @TaskLocal static var current: MissingLog?

  private let lock = NSLock()
  private var stored: [String] = []

  /// The missing members, in the order they were used: 缺少的成员，按用到的顺序。
  var names: [String] {
    lock.withLock { stored }
  }

  /// Notes that the fallback for `name` was used: 记下 `name` 的后备实现被用到了。
  static func note(_ name: String) {
    guard let log = current else { return }
    log.lock.withLock {
      if !log.stored.contains(name) { log.stored.append(name) }
    }
  }

  /// Runs `body` and returns its result with the members it found missing: 执行 `body`，连同它发现缺少的成员一起返回。
  /// It runs on the caller's actor (`isolation`), so a main-actor check's `body` is never sent elsewhere.
  /// 它运行在调用者的 actor 上（`isolation`），所以主 actor 上的检查传入的 `body` 不会被送到别处。
  static func probe<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> (T, [String]) {
    let log = MissingLog()
    let value = try await $current.withValue(log, operation: { try await body() }, isolation: isolation)
    return (value, log.names)
  }

  /// Runs `body`, a step about the members it uses, and records an issue for each that is missing.
  /// 执行考查其所用成员的 `body`，每缺少一个成员就记录一个问题。
  static func requiring<T>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
  ) async rethrows -> T {
    let (value, missing) = try await probe(isolation: isolation, body)
    for name in missing {
      Testing.Issue.record("InboxViewModel 没有初始代码里的 \(name)（名字和类型都要与初始代码一致）/ InboxViewModel has no \(name) as the stub declares it (same name and type)")
    }
    return value
  }
}
