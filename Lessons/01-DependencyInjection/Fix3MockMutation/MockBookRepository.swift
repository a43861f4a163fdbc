import BookshelfCore

// 改错题 3 / Fix 3
//
// 症状：这个 Mock 编译不过。为什么？它在测试里还会被很多任务同时调用。
// The symptom: this mock does not compile. Why? In the tests, many tasks will also call it at the same time.
//
// 这个 Mock 和示例里的 `MockBookRepository` 不一样：它的 `add(_:)` 遇到已有的 `id` 会替换那本书，而不是再加一本。
// 请保留它现在的行为，只改让它编译不过、又不能安全并发调用的地方。
// This mock is not the example's `MockBookRepository`: its `add(_:)` replaces the book with the same `id` instead of
// adding another one. Keep what it does; change only what stops it from compiling and from being called safely by many
// tasks at once.
//
// 找出错误并改正。测试这样创建它：`MockBookRepository()` 和 `MockBookRepository(books: [...])`，请保留这个初始化方法。
// Find the mistake and fix it. The tests create it as `MockBookRepository()` and `MockBookRepository(books: [...])`:
// keep that initializer.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix3 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix3 requires (each scored on its own; points rounded to 0.01):
// 1. 用 add(_:) 加入的书，同一个 Mock 的 fetchBooks() 能读回；和原始代码一样，它会替换 id 相同的那本书。（2.67 分）
//    A book passed to add(_:) is returned by fetchBooks() of the same mock; as in the starting code, it replaces the stored book with the same id. (2.67 pts)
// 2. delete(_:) 删除那本书，其他书保留。（2.67 分）
//    delete(_:) removes that book and keeps the others. (2.67 pts)
// 3. Mock 在很多任务同时调用时保护自己的状态：它是 actor，或者用锁保护状态。（2.67 分）
//    The mock guards its state for calls from many tasks at once: it is an actor, or keeps its state behind a lock. (2.67 pts)
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

  /// Stores `book`; a book whose `id` is already stored replaces it, so an edited book comes back changed.
  public func add(_ book: Book) async throws {
    if let index = books.firstIndex(where: { $0.id == book.id }) {
      books[index] = book
    } else {
      books.append(book)
    }
  }

  public func delete(_ book: Book) async throws {
    books.removeAll { $0.id == book.id }
  }
}
