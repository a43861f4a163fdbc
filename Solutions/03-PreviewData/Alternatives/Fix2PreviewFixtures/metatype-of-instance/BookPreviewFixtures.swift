// Alternative: the clients stay structs and each fixture passes the metatype of an instance, type(of: Client()).
import BookAPI
import PVTestSubject

/// Two sample books for previews: 预览用的两本示例书。
public struct PreviewBooksClient: HTTPClient {
  /// Returns two sample books.
  public static func fetchBooks() -> [Book] {
    [Book(title: "预览甲 / Preview A"), Book(title: "预览乙 / Preview B")]
  }
}

/// A client that is always offline, for the error state: 总是离线的客户端，用来显示出错状态。
public struct OfflineBooksClient: HTTPClient {
  /// Always throws `HTTPClientError.offline`.
  public static func fetchBooks() throws -> [Book] {
    throw HTTPClientError.offline
  }
}

/// Ready-made models for previews of the book screens: 给书籍界面的预览准备好的模型。
@MainActor
public enum BookPreviewFixtures {
  /// A model that has loaded the sample books.
  public static func loaded() async -> BookModel {
    let model = BookModel()
    await model.fetchBooks(with: type(of: PreviewBooksClient()))
    return model
  }

  /// A model whose fetch failed.
  public static func offline() async -> BookModel {
    let model = BookModel()
    await model.fetchBooks(with: type(of: OfflineBooksClient()))
    return model
  }
}
