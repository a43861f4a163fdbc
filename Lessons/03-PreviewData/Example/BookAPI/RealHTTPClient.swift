import RequestRecorder

/// The client that talks to the real server; every call is recorded: 访问真实服务器的客户端；每次调用都会被记录。
///
/// In an app, `fetchBooks()` would send `GET /books` with `URLSession` and decode the answer. The kit has no server
/// and its tests must stay offline and repeatable, so this version records the request and then fails with
/// `HTTPClientError.noServer`. The record is how a test proves that a preview or a default never reached the server:
/// 在真实应用里，`fetchBooks()` 会用 `URLSession` 发送 `GET /books` 并解码结果。本套件没有服务器，测试也必须离线、可重复，
/// 所以这里只记录请求，然后抛出 `HTTPClientError.noServer`。有了这份记录，测试才能证明预览或默认值从没访问过服务器：
///
///     let requests = await RealHTTPClient.requests {
///       await model.fetchBooks(with: EnvironmentValues().httpClient)
///     }
///     #expect(requests.isEmpty)
public enum RealHTTPClient: HTTPClient {
  /// The request this client sends for `fetchBooks()`.
  public static let booksRequest = "GET /books"

  /// Records `GET /books`, then fails: the kit ships no server. 记录请求后失败：本套件没有服务器。
  public static func fetchBooks() async throws -> [Book] {
    RequestRecorder.record(booksRequest)
    throw HTTPClientError.noServer
  }

  /// Runs `body` and returns the requests sent to the real server from inside it: 返回 `body` 内发往真实服务器的请求。
  ///
  /// Exact even while other tests run in parallel: only `body` and the tasks it starts are counted.
  /// 即使其他测试并行运行也准确：只统计 `body` 及其子任务。
  public static func requests(
    isolation: isolated (any Actor)? = #isolation,
    during body: () async throws -> Void
  ) async rethrows -> [String] {
    try await RequestRecorder.requests(isolation: isolation, during: body)
  }
}
