import BookshelfCore

// 改错题 3 / Fix 3
//
// 症状：这个 Mock 编译不过。为什么？它在测试里还会被很多任务同时调用。
// The symptom: this mock does not compile. Why? In the tests, many tasks will also call it at the same time.
//
// 找出错误并改正。修好以后：加入的书能读回，删除能生效，很多任务同时调用也不会丢书或崩溃。
// Find the mistake and fix it. Once fixed, added books are read back, deletes take effect, and calls from many tasks
// at once neither lose books nor crash.
//
// 检查 / Check:  swift run grader --question di.fix3

/// An in-memory test double for `BookRepository`.
public struct MockBookRepository: BookRepository {
  var books: [Book]

  /// Creates a mock holding `books`.
  public init(books: [Book] = []) {
    self.books = books
  }

  public func fetchBooks() async throws -> [Book] {
    books
  }

  public func add(_ book: Book) async throws {
    books.append(book)
  }

  public func delete(_ book: Book) async throws {
    books.removeAll { $0.id == book.id }
  }
}
