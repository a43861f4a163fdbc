/// Where profiles come from (a server, a cache, a mock): 用户资料的来源（服务器、缓存或 Mock）。
public protocol ProfileService: Sendable {
  /// Fetches the signed-in user's profile: 读取当前用户的资料。
  func fetchProfile() async throws -> Profile
}
