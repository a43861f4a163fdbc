import BookshelfCore

// 改错题 3 参考答案 / Fix 3, reference answer
// actor 是引用类型：非 `mutating` 的方法也能修改自己的状态；而且 actor 一次只执行一个调用，
// 并发的 add 不会互相覆盖。（带锁的 final class 也可以，但 actor 最简单。）
// An actor is a reference type, so its non-`mutating` methods may change its state, and it runs one
// call at a time, so concurrent adds never overwrite each other. (A final class with a lock works too; an actor is simplest.)

// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix3 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix3 requires (each scored on its own; points rounded to 0.01):
// 1. 用 add(_:) 加入的书，同一个 Mock 的 fetchBooks() 能读回；和原始代码一样，它会替换 id 相同的那本书。（2.67 分）
//    A book passed to add(_:) is returned by fetchBooks() of the same mock; as in the starting code, it replaces the stored book with the same id. (2.67 pts)
// 2. delete(_:) 删除那本书，其他书保留。（2.67 分）
//    delete(_:) removes that book and keeps the others. (2.67 pts)
// 3. Mock 在很多任务同时调用时保护自己的状态：它是 actor，或者用锁保护状态。（2.67 分）
//    The mock guards its state for calls from many tasks at once: it is an actor, or keeps its state behind a lock. (2.67 pts)
// END GENERATED: requirements

/// An in-memory test double for `BookRepository`, safe to share across tasks.
public actor MockBookRepository: BookRepository {  // SLIP guardsState: public final class MockBookRepository: BookRepository, @unchecked Sendable {
  private var books: [Book]

  /// Creates a mock holding `books`.
  public init(books: [Book] = []) {
    self.books = books
  }

  public func fetchBooks() async throws -> [Book] {
    books
  }

  /// Stores `book`; a book whose `id` is already stored replaces it.
  public func add(_ book: Book) async throws {
    // SLIP-BEGIN keepsAdded
    if let index = books.firstIndex(where: { $0.id == book.id }) {
      books[index] = book
    } else {
      books.append(book)
    }
    // SLIP-ELSE
    // books.append(book)
    // SLIP-END
  }

  public func delete(_ book: Book) async throws {
    books.removeAll { $0.id == book.id }  // SLIP deleteRemoves: _ = book
  }
}
