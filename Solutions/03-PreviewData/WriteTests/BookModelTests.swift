import BookAPI
import PVTestSubject
import Testing

/// Two books the tests expect to see.
private enum TwoBooksClient: HTTPClient {
  static let books = [Book(title: "测试甲 / Test A"), Book(title: "测试乙 / Test B")]

  static func fetchBooks() -> [Book] {
    books
  }
}

/// One other book, to tell a second fetch from the first.
private enum OneBookClient: HTTPClient {
  static let books = [Book(title: "测试丙 / Test C")]

  static func fetchBooks() -> [Book] {
    books
  }
}

/// A client that always fails.
private enum OfflineClient: HTTPClient {
  static func fetchBooks() throws -> [Book] {
    throw HTTPClientError.offline
  }
}

/// Reference tests for `BookModel.fetchBooks(with:)`: they pass on the real model and catch every faulty version.
@MainActor
@Suite("BookModel")
struct BookModelTests {
  @Test("成功时显示客户端返回的书 / a success shows the client's books")
  func successShowsTheClientsBooks() async {
    let model = BookModel()
    await model.fetchBooks(with: TwoBooksClient.self)
    #expect(model.books == TwoBooksClient.books)
    #expect(model.errorMessage == nil)
    #expect(!model.isLoading)
  }

  @Test("只向传入的客户端请求，从不访问真实服务器 / asks only the given client, never the real server")
  func neverReachesTheRealServer() async {
    let model = BookModel()
    let requests = await RealHTTPClient.requests {
      await model.fetchBooks(with: TwoBooksClient.self)
    }
    #expect(requests.isEmpty)
  }

  @Test("第二次成功替换而不是追加 / a second success replaces the books")
  func secondSuccessReplaces() async {
    let model = BookModel()
    await model.fetchBooks(with: TwoBooksClient.self)
    await model.fetchBooks(with: OneBookClient.self)
    #expect(model.books == OneBookClient.books)
  }

  @Test("失败时设置错误信息并保留原来的书 / a failure sets the message and keeps the books")
  func failureKeepsBooksAndSetsMessage() async {
    let model = BookModel()
    await model.fetchBooks(with: TwoBooksClient.self)
    await model.fetchBooks(with: OfflineClient.self)
    #expect(model.books == TwoBooksClient.books)
    #expect(model.errorMessage != nil)
    #expect(!model.isLoading)
  }

  @Test("失败之后的成功会清除错误信息 / a success after a failure clears the message")
  func successClearsMessage() async {
    let model = BookModel()
    await model.fetchBooks(with: OfflineClient.self)
    await model.fetchBooks(with: TwoBooksClient.self)
    #expect(model.errorMessage == nil)
    #expect(model.books == TwoBooksClient.books)
  }
}
