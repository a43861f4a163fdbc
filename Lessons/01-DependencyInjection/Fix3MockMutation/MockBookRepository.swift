import BookshelfCore

// 改错题 3 / Fix 3
//
// 问题：`MockBookRepository` 是 struct，而 `add(_:)` 和 `delete(_:)` 不是 `mutating`，却想修改 `books`，
// 所以编译不过（"cannot use mutating member on immutable value"）——这是题目本身的错误。
// 给方法加 `mutating` 也不行：协议 `BookRepository` 的方法不是 `mutating`，那样就不再满足协议。
// The problem: `MockBookRepository` is a struct whose non-`mutating` `add(_:)` and `delete(_:)` try to change
// `books`, so it does not compile ("cannot use mutating member on immutable value"): that is the bug.
// Marking them `mutating` does not help: `BookRepository`'s methods are not `mutating`, so the struct would stop conforming.
//
// 要求：改成引用语义、并且并发安全的类型——最简单的是 `actor`（把 `books` 设为 private）。
// 修好后：加入的书能读回，删除能生效，并发地加入 500 本书也一本不少。
// What to do: make it a reference type that is safe under concurrency; an `actor` is the simplest
// (with `books` made private). Once fixed, added books are read back, deletes take effect, and
// 500 concurrent adds all survive.

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
