import VMKit

/// An in-memory message service that counts fetches, can hold them, and fails on demand.
/// 内存中的邮件服务：统计读取次数，可以让读取暂停，也可以按需失败。
actor ScriptedMessageService: MessageService {
  /// The error thrown while failing: 失败时抛出的错误。
  struct Failure: Swift.Error {}

  private var messages: [Message]
  private var failFetch = false
  private var failMarkRead = false
  private var holding = false
  private var held: [CheckedContinuation<Void, Never>] = []

  /// How many fetches have started: 已经开始的读取次数。
  private(set) var fetchCount = 0
  /// The identifiers marked read successfully, in order: 成功标为已读的邮件标识，按调用顺序。
  private(set) var markedRead: [Message.ID] = []
  /// Every call, in order, such as `"fetch"` or `"markRead 3"`: 按顺序记下的每次调用，例如 `"fetch"`、`"markRead 3"`。
  private(set) var calls: [String] = []

  init(messages: [Message]) {
    self.messages = messages
  }

  /// Chooses which calls throw from now on: 设置此后哪些调用会抛错。
  func setFailures(fetch: Bool = false, markRead: Bool = false) {
    failFetch = fetch
    failMarkRead = markRead
  }

  /// Makes later fetches wait until `release()`: 让之后的读取一直等到 `release()`。
  func hold() {
    holding = true
  }

  /// Lets every held fetch, and every later one, go on: 放行所有被暂停的读取，之后的读取也不再暂停。
  func release() {
    holding = false
    let waiting = held
    held = []
    for continuation in waiting {
      continuation.resume()
    }
  }

  func fetchMessages() async throws -> [Message] {
    fetchCount += 1
    calls.append("fetch")
    if holding {
      await withCheckedContinuation { held.append($0) }
    }
    if failFetch { throw Failure() }
    return messages
  }

  func markRead(id: Message.ID) async throws {
    calls.append("markRead \(id)")
    if failMarkRead { throw Failure() }
    markedRead.append(id)
    if let index = messages.firstIndex(where: { $0.id == id }) {
      messages[index].isRead = true
    }
  }
}
