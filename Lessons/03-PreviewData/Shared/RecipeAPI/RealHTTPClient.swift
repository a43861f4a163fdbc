import RequestRecorder

/// The client that talks to the real recipe server; every call is recorded: 访问真实菜谱服务器的客户端；每次调用都会被记录。
///
/// The kit has no server and its checks must stay offline and repeatable, so `fetchRecipes()` records
/// `GET /recipes` and then fails with `HTTPClientError.noServer`. The checks use the record to prove that a default
/// or a preview never reached the server. 本套件没有服务器：这里记录请求后抛出 `noServer`，评分检查靠这份记录证明默认值从没访问过服务器。
public enum RealHTTPClient: HTTPClient {
  /// The request this client sends for `fetchRecipes()`.
  public static let recipesRequest = "GET /recipes"

  /// Records `GET /recipes`, then fails: the kit ships no server. 记录请求后失败。
  public static func fetchRecipes() async throws -> [Recipe] {
    RequestRecorder.record(recipesRequest)
    throw HTTPClientError.noServer
  }

  /// Runs `body` and returns the requests sent to the real server from inside it: 返回 `body` 内发往真实服务器的请求。
  ///
  /// Exact even while other tests run in parallel: only `body` and the tasks it starts are counted.
  public static func requests(
    isolation: isolated (any Actor)? = #isolation,
    during body: () async throws -> Void
  ) async rethrows -> [String] {
    try await RequestRecorder.requests(isolation: isolation, during: body)
  }
}
