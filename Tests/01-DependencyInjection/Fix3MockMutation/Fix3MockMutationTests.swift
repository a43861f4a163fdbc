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
      "add(_:) 之后 fetchBooks() 应返回这本书：修改要保存在同一个实例上 / after add(_:), fetchBooks() should return the book: the change must stick to the same instance"
    )
  }

  @Test("删除后书不见了 / a deleted book is gone")
  func deleteRemovesBook() async throws {
    let kept = Book(title: "留下 / Kept", author: "甲 / A")
    let removed = Book(title: "删掉 / Removed", author: "乙 / B")
    // Set up through init(books:), so a mistake in add(_:) does not cost this check too. 通过 init(books:) 准备数据，add(_:) 的错误不会连累这项检查。
    let repository = StudentMock(books: [kept, removed])

    try await repository.delete(removed)
    let books = try await repository.fetchBooks()

    #expect(
      books == [kept],
      "delete(_:) 应只删除 id 相同的那本书，其他书保留 / delete(_:) should remove only the book with the same id and keep the others"
    )
  }

  @Test("状态受 actor 或锁保护，多个任务加入的书都被保留 / the state is guarded by an actor or a lock, and books added from many tasks are all kept")
  func protectsItsState() async throws {
    let repository = StudentMock()
    // Judged from the type's shape, the same on every run; a race between tasks would lose only sometimes.
    // 按类型的结构判断，每次结果都相同；任务之间的竞争只会偶尔出错，不能用来判分。
    if StateProtection.of(repository) == .none {
      Issue.record(
        "MockBookRepository 的可变状态没有保护：多个任务同时调用时书会丢失甚至崩溃 / MockBookRepository's mutable state is unguarded: calls from many tasks at once can lose books or crash"
      )
      return
    }
    // Adds from separate tasks, one after another: each must stick to the one shared instance.
    // 从不同任务依次加入：每一次都必须保存在同一个共享实例上。
    let books = (1...20).map { Book(title: "书 / Book \($0)", author: "任务 / Task") }
    for book in books {
      try await Task.detached { try await repository.add(book) }.value
    }
    let stored = try await repository.fetchBooks()
    #expect(
      stored == books,
      "从不同任务加入 \(books.count) 本书后读到 \(stored.count) 本 / after adding \(books.count) books from separate tasks, \(stored.count) are stored"
    )
  }
}
