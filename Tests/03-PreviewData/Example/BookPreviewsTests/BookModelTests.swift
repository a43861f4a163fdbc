import BookAPI
import PVTestSubject
import Testing

/// Two books, for telling a second fetch from the first.
private enum TwoBooksClient: HTTPClient {
  static let books = [Book(title: "甲 / A"), Book(title: "乙 / B")]

  static func fetchBooks() -> [Book] {
    books
  }
}

/// The reference `BookModel` (no fault active) behaves as its documentation says.
@MainActor
@Suite("示例：BookModel / Example: BookModel")
struct BookModelTests {
  @Test("成功：显示书、清除错误、结束加载 / success shows the books, clears the error, stops loading")
  func success() async {
    let model = BookModel()
    await model.fetchBooks(with: FailingHTTPClient.self)
    await model.fetchBooks(with: MockHTTPClient.self)
    #expect(model.books == MockHTTPClient.sampleBooks)
    #expect(model.errorMessage == nil)
    #expect(!model.isLoading)
  }

  @Test("失败：保留书、设置错误、结束加载 / failure keeps the books, sets the error, stops loading")
  func failure() async {
    let model = BookModel()
    await model.fetchBooks(with: MockHTTPClient.self)
    await model.fetchBooks(with: FailingHTTPClient.self)
    #expect(model.books == MockHTTPClient.sampleBooks)
    #expect(model.errorMessage != nil)
    #expect(!model.isLoading)
  }

  @Test("替换而不是追加，且只问传入的客户端 / replaces, and asks only the given client")
  func replacesAndAsksOnlyTheGivenClient() async {
    let model = BookModel()
    let requests = await RealHTTPClient.requests {
      await model.fetchBooks(with: MockHTTPClient.self)
      await model.fetchBooks(with: TwoBooksClient.self)
    }
    #expect(model.books == TwoBooksClient.books)
    #expect(requests.isEmpty)
  }
}
