import BookshelfCore

// 改错题 3 / Fix 3
//
// 症状：这个 Mock 编译不过。为什么？它在测试里还会被很多任务同时调用。
// The symptom: this mock does not compile. Why? In the tests, many tasks will also call it at the same time.
//
// 找出错误并改正。测试这样创建它：`MockBookRepository()` 和 `MockBookRepository(books: [...])`，请保留这个初始化方法。
// Find the mistake and fix it. The tests create it as `MockBookRepository()` and `MockBookRepository(books: [...])`:
// keep that initializer.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// END GENERATED: requirements
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
