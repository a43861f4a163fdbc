import BookshelfCore
@testable import DIFix3
import GradingSupport
import Testing

/// The student's mock; BookshelfCore has a type with the same name, so the module name picks this one.
private typealias StudentMock = DIFix3.MockBookRepository

/// Grades fix 3: the mock must keep what `add(_:)` and `delete(_:)` do, even under concurrency.
@Suite("改错题 3：Mock 要能修改自己的状态 / Fix 3: the mock must be able to change its state")
struct Fix3MockMutation {
  @Test("加入的书能读回 / an added book is read back")
  func keepsAddedBook() async throws {
    let repository = StudentMock()
    let book = Book(title: "新书 / New book", author: "作者 / Author")

    try await repository.add(book)
    let books = try await repository.fetchBooks()

    #expect(
      books == [book],
      "add(_:) 之后 fetchBooks() 应返回这本书：修改要保存在同一个实例上（例如改成 actor）/ after add(_:), fetchBooks() should return the book: the change must stick to the same instance (make it an actor, for example)"
    )
  }

  @Test("删除后书不见了 / a deleted book is gone")
  func deleteRemovesBook() async throws {
    let repository = StudentMock()
    let kept = Book(title: "留下 / Kept", author: "甲 / A")
    let removed = Book(title: "删掉 / Removed", author: "乙 / B")

    try await repository.add(kept)
    try await repository.add(removed)
    try await repository.delete(removed)
    let books = try await repository.fetchBooks()

    #expect(
      books == [kept],
      "delete(_:) 应只删除 id 相同的那本书，其他书保留 / delete(_:) should remove only the book with the same id and keep the others"
    )
  }

  @Test("并发加入 500 本书一本不少 / 500 concurrent adds are all kept")
  func concurrentAddsAreAllKept() async throws {
    let repository = StudentMock()
    let books = (1...500).map { Book(title: "书 / Book \($0)", author: "并发 / Concurrent") }

    try await withThrowingTaskGroup(of: Void.self) { group in
      for book in books {
        group.addTask {
          try await repository.add(book)
        }
      }
      try await group.waitForAll()
    }
    let stored = try await repository.fetchBooks()

    #expect(
      stored.count == books.count,
      "并发加入 \(books.count) 本书后读到 \(stored.count) 本：状态需要并发保护（actor 或加锁）/ after \(books.count) concurrent adds \(stored.count) books are stored: the state needs protection from concurrent access (an actor or a lock)"
    )
    let missing = Set(books.map(\.id)).subtracting(stored.map(\.id)).count
    #expect(
      missing == 0,
      "并发加入后有 \(missing) 本书丢失 / after concurrent adds \(missing) books are missing"
    )
  }
}
