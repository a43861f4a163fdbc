import VMKit

/// A profile service that counts its calls, can hold a fetch, and fails on demand; it conforms to nothing else.
/// 统计调用次数、可以让读取暂停、可按需失败的资料服务，不遵循任何别的协议。
actor StubProfileService: ProfileService {
  /// The error thrown while failing: 失败时抛出的错误。
  struct Failure: Swift.Error {}

  private let profile: Profile
  private var failing = false
  private var holding = false
  private var held: [CheckedContinuation<Void, Never>] = []

  /// How many times `fetchProfile()` started: `fetchProfile()` 开始执行的次数。
  private(set) var fetchCount = 0

  init(profile: Profile) {
    self.profile = profile
  }

  /// Makes later fetches fail, or succeed again: 让之后的读取失败，或恢复成功。
  func setFailing(_ failing: Bool) {
    self.failing = failing
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

  func fetchProfile() async throws -> Profile {
    fetchCount += 1
    if holding {
      await withCheckedContinuation { held.append($0) }
    }
    if failing { throw Failure() }
    return profile
  }
}
