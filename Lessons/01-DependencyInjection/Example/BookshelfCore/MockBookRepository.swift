import Foundation

/// A test double: returns exactly the books it was given, or fails on demand, with no delay.
///
/// 测试替身（Mock）：返回构造时给定的书，或者按要求模拟失败，而且没有任何等待。
/// Previews use it to show "normal" and "offline" states; tests use it to make results predictable.
/// 预览用它展示正常/失败两种状态；单元测试用它让结果可预测、运行飞快。
///
/// Like `LiveBookRepository`, it is an actor, so calls from many tasks at once never race on its array.
/// 和 `LiveBookRepository` 一样用 actor，多个任务同时调用时不会争抢它的数组。
public actor MockBookRepository: BookRepository {
  private var books: [Book]
  private let shouldFail: Bool

  /// Creates a mock holding `books`; with `shouldFail`, `fetchBooks()` throws as if the device were offline.
  ///
  /// 创建持有 `books` 的 Mock；`shouldFail` 为真时 `fetchBooks()` 像断网一样抛错。失败预览和 ViewModel 的测试只需要读取失败，
  /// 所以添加和删除照常修改手里的书。
  /// The failure preview and the view model's tests only need a failing read, so adding and deleting still change the
  /// books it holds.
  public init(books: [Book] = [], shouldFail: Bool = false) {
    self.books = books
    self.shouldFail = shouldFail
  }

  public func fetchBooks() async throws -> [Book] {
    try failIfAsked()
    return books
  }

  public func add(_ book: Book) async throws {
    books.append(book)
  }

  public func delete(_ book: Book) async throws {
    books.removeAll { $0.id == book.id }
  }

  /// Throws the simulated network error when this mock was told to fail / 模拟“没有网络”。
  private func failIfAsked() throws {
    if shouldFail {
      throw URLError(.notConnectedToInternet)
    }
  }
}
