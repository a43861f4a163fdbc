// Alternative: the clients become caseless enums and both fixtures go through one generic helper taking Client.Type.
import BookAPI
import PVTestSubject

public enum PreviewBooksClient: HTTPClient {
  /// Returns two sample books.
  public static func fetchBooks() -> [Book] {
    [Book(title: "预览甲 / Preview A"), Book(title: "预览乙 / Preview B")]
  }
}

/// A client that is always offline, for the error state: 总是离线的客户端，用来显示出错状态。
public enum OfflineBooksClient: HTTPClient {
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
    await model(fetchingWith: PreviewBooksClient.self)
  }

  /// A model whose fetch failed.
  public static func offline() async -> BookModel {
    await model(fetchingWith: OfflineBooksClient.self)
  }

  /// A fresh model that has fetched once from `client`.
  private static func model<Client: HTTPClient>(fetchingWith client: Client.Type) async -> BookModel {
    let model = BookModel()
    await model.fetchBooks(with: client)
    return model
  }
}
