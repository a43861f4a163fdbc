import BookAPI
import PVTestSubject

// BEGIN GENERATED: requirements (swift run grader sync)
// pv.fix2 的要求（每条单独计分）/ What pv.fix2 requires (each scored on its own):
// 1. loaded() 返回的模型显示 PreviewBooksClient 的书，没有错误信息。（2 分）
//    loaded() returns a model showing PreviewBooksClient's books, with no error message. (2 pts)
// 2. loaded() 从不访问服务器。（2 分）
//    loaded() never reaches the server. (2 pts)
// 3. offline() 返回的模型显示错误信息，没有书。（2 分）
//    offline() returns a model showing an error message and no books. (2 pts)
// 4. offline() 从不访问服务器。（2 分）
//    offline() never reaches the server. (2 pts)
// END GENERATED: requirements

/// Two sample books for previews: 预览用的两本示例书。
// SLIP-BEGIN loadedShowsSampleBooks
public struct PreviewBooksClient: HTTPClient {
  /// Returns two sample books.
  public static func fetchBooks() -> [Book] {
    [Book(title: "预览甲 / Preview A"), Book(title: "预览乙 / Preview B")]
  }
}
// SLIP-END

/// A client that is always offline, for the error state: 总是离线的客户端，用来显示出错状态。
public struct OfflineBooksClient: HTTPClient {
  /// Always throws `HTTPClientError.offline`.
  public static func fetchBooks() throws -> [Book] {
    throw HTTPClientError.offline
  }
}

/// Ready-made models for previews of the book screens: 给书籍界面的预览准备好的模型。
///
/// `fetchBooks(with:)` takes a client *type*, `any HTTPClient.Type`, so the fixtures pass `PreviewBooksClient.self`,
/// the type's metatype value, not an instance `PreviewBooksClient()`.
@MainActor
public enum BookPreviewFixtures {
  /// A model that has loaded the sample books.
  public static func loaded() async -> BookModel {
    let model = BookModel()
    // SLIP-BEGIN loadedNeverReachesServer
    // SLIP-ELSE
    // await model.fetchBooks(with: RealHTTPClient.self)
    // SLIP-END
    await model.fetchBooks(with: PreviewBooksClient.self)  // SLIP loadedShowsSampleBooks: await model.fetchBooks(with: MockHTTPClient.self)
    return model
  }

  /// A model whose fetch failed.
  public static func offline() async -> BookModel {
    let model = BookModel()
    // SLIP-BEGIN offlineNeverReachesServer
    // SLIP-ELSE
    // await model.fetchBooks(with: RealHTTPClient.self)
    // SLIP-END
    await model.fetchBooks(with: OfflineBooksClient.self)  // SLIP offlineShowsError: await model.fetchBooks(with: PreviewBooksClient.self)
    return model
  }
}
