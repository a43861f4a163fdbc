/// Sample books for previews and tests, without a server: 预览和测试用的示例数据，不需要服务器。
///
/// A caseless `enum` cannot be instantiated, which says what the type is for: only `MockHTTPClient.self` is ever
/// passed around. Its `fetchBooks()` is neither `async` nor `throws`, and still satisfies the protocol's
/// `async throws` requirement: a witness may do less than the requirement allows.
/// 没有 case 的 `enum` 无法创建实例，正好表明它只以 `MockHTTPClient.self` 的形式被传递。
/// 它的 `fetchBooks()` 既不是 `async` 也不 `throws`，照样满足协议中 `async throws` 的要求：实现可以比要求“做得少”。
public enum MockHTTPClient: HTTPClient {
  /// The books every preview shows: 每个预览显示的书。
  public static let sampleBooks = [
    Book(title: "Swift 编程 / Programming in Swift"),
    Book(title: "SwiftUI 入门 / SwiftUI Basics"),
    Book(title: "并发实战 / Concurrency in Practice"),
  ]

  /// Returns `sampleBooks`, at once and without a server.
  public static func fetchBooks() -> [Book] {
    sampleBooks
  }
}

/// A client that always fails, for the error state of a preview: 总是失败的客户端，用来预览出错状态。
///
/// Static requirements cannot read per-instance settings such as `shouldFail`, so each scenario is its own type.
/// 静态要求读不到实例上的设置（例如 `shouldFail`），所以每种场景各写一个类型。
public enum FailingHTTPClient: HTTPClient {
  /// Always throws `HTTPClientError.offline`.
  public static func fetchBooks() throws -> [Book] {
    throw HTTPClientError.offline
  }
}
