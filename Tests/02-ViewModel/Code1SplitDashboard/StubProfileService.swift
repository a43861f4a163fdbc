import VMKit

/// A profile service that counts its calls and fails on demand; it conforms to nothing else. 统计调用次数、可按需失败的资料服务，不遵循任何别的协议。
actor StubProfileService: ProfileService {
  /// The error thrown while failing: 失败时抛出的错误。
  struct Failure: Error {}

  private let profile: Profile
  private var failing = false

  /// How many times `fetchProfile()` ran: `fetchProfile()` 被调用的次数。
  private(set) var fetchCount = 0

  init(profile: Profile) {
    self.profile = profile
  }

  /// Makes later fetches fail, or succeed again: 让之后的读取失败，或恢复成功。
  func setFailing(_ failing: Bool) {
    self.failing = failing
  }

  func fetchProfile() async throws -> Profile {
    fetchCount += 1
    if failing { throw Failure() }
    return profile
  }
}
