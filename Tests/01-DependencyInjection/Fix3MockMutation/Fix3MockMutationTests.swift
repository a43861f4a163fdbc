import BookshelfCore
@testable import DIFix3
import GradingSupport
import Testing

/// The student's mock; BookshelfCore has a type with the same name, so the module name picks this one.
typealias StudentMock = DIFix3.MockBookRepository

/// Grades fix 3: the mock must keep what `add(_:)` and `delete(_:)` do, and guard its state, one requirement per check.
/// 每项检查对应一个要求：add 生效、delete 生效、状态受保护。
@Suite("改错题 3：Mock 要能修改自己的状态 / Fix 3: the mock must be able to change its state")
struct Fix3MockMutation {
  @Test("加入的书能读回，同一 id 的书被替换 / an added book is read back, replacing the book with its id")
  func keepsAddedBook() async throws {
    let repository = try #require(await Fix3Make.mock(books: []), Fix3Make.cannotCreate)
    let book = Book(title: "新书 / New book", author: "作者 / Author")

    try await repository.add(book)
    let books = try await repository.fetchBooks()

    #expect(
      books == [book],
      "在一个空的 Mock 上调用 add(_:) 加入一本书后，同一个实例的 fetchBooks() 返回了 \(books.count) 本书，而不是正好这一本 / after add(_:) put one book into an empty mock, fetchBooks() on the same instance returned \(books.count) books, not exactly that one"
    )
    guard books == [book] else { return }

    var edited = book
    edited.title = "改过的书名 / Edited title"
    try await repository.add(edited)
    let afterEdit = try await repository.fetchBooks()

    #expect(
      afterEdit == [edited],
      "再用 add(_:) 加入同一 id、改过书名的书之后，fetchBooks() 返回了 \(afterEdit.map(\.title))；应只有改过的那一本（原始代码的 add 会替换同一 id 的书）/ after add(_:) got the same book (same id) with an edited title, fetchBooks() returned \(afterEdit.map(\.title)); expected only the edited book (the starting code's add replaces the book with the same id)"
    )
  }

  @Test("删除后书不见了 / a deleted book is gone")
  func deleteRemovesBook() async throws {
    let kept = Book(title: "留下 / Kept", author: "甲 / A")
    let removed = Book(title: "删掉 / Removed", author: "乙 / B")
    // Set up through init(books:) when there is one, so a mistake in add(_:) does not cost this check too.
    // 有 init(books:) 时通过它准备数据，add(_:) 的错误不会连累这项检查。
    let repository = try #require(await Fix3Make.mock(books: [kept, removed]), Fix3Make.cannotCreate)

    try await repository.delete(removed)
    let books = try await repository.fetchBooks()

    #expect(
      books == [kept],
      "Mock 里有两本书，delete(_:) 删除其中一本后 fetchBooks() 返回了 \(books.count) 本，应只剩另一本 / with two books in the mock, fetchBooks() returned \(books.count) books after delete(_:) removed one of them; only the other should remain"
    )
  }

  @Test("状态受 actor 或锁保护 / the state is guarded by an actor or a lock")
  func protectsItsState() async throws {
    let repository = try #require(Fix3Make.plain(), Fix3Make.cannotCreate)
    // Judged from the type's shape, the same on every run; a race between tasks would lose only sometimes.
    // 按类型的结构判断，每次结果都相同；任务之间的竞争只会偶尔出错，不能用来判分。
    // A `@MainActor` class is guarded by the main actor: its methods wait while the test holds it.
    // `@MainActor` 类由主 actor 保护：测试拿住主 actor 时，它的方法只能等待。
    let sample = Book(title: "丁 / D", author: "作者 / Author")
    let protection = await StateProtection.judged(repository, calls: [
      { _ = try? await repository.fetchBooks() }, { _ = try? await repository.add(sample) }, { _ = try? await repository.delete(sample) },
    ])
    #expect(
      protection != .none,
      "MockBookRepository 既不是 actor，它的存储里也没有锁（NSLock、Mutex、DispatchQueue……）：多个任务同时调用时，没有任何东西保护它的状态 / MockBookRepository is not an actor and its storage holds no lock (NSLock, Mutex, DispatchQueue…): nothing guards its state when many tasks call it at once"
    )
    // A lock guards only what the methods reach while holding it. The test holds the mock's own lock (when it can:
    // NSLock and friends, a DispatchQueue) and looks for a method that still reads or changes the books; a method that
    // takes the lock waits, so a guarded mock can never be failed here (see HeldLock).
    // 锁只保护方法拿着它时读写的东西。测试拿住 Mock 自己的锁，看有没有方法仍然读写了书；拿锁的方法只能等待，所以受保护的
    // Mock 不会在这里失分。
    guard protection != .none else { return }
    let first = Book(title: "甲 / A", author: "作者 / Author")
    let guarded = try #require(await Fix3Make.mock(books: [first, Book(title: "乙 / B", author: "作者 / Author")]), Fix3Make.cannotCreate)
    guard let lock = StateProtection.holdableLock(in: guarded) else { return }
    let state: @Sendable () -> String = { dumpedState(of: guarded) }
    var unguarded: [String] = []
    if let seen = await HeldLock.finishesWhileHeld(lock, state: state, within: 0.5, { (try? await guarded.fetchBooks()) ?? [] }),
      !seen.value.isEmpty
    {
      unguarded.append("fetchBooks()")
    }
    if let seen = await HeldLock.finishesWhileHeld(
      lock, state: state, within: 0.5, { _ = try? await guarded.add(Book(title: "丙 / C", author: "作者 / Author")) }),
      seen.changedState
    {
      unguarded.append("add(_:)")
    }
    if let seen = await HeldLock.finishesWhileHeld(lock, state: state, within: 0.5, { _ = try? await guarded.delete(first) }),
      seen.changedState
    {
      unguarded.append("delete(_:)")
    }
    let methods = unguarded.joined(separator: ", ")
    #expect(
      unguarded.isEmpty,
      "测试拿住 MockBookRepository 存储里的 \(lock.name) 时，\(methods) 照样结束了，并且读取或改变了 Mock 的书：这个锁没有保护它们 / while the test held the \(lock.name) in MockBookRepository's storage, \(methods) still returned, having read or changed the mock's books: the lock does not guard them"
    )
  }
}

/// Makes the student's mock with whichever of the starting code's initializers it kept: 用学生保留下来的初始化方法创建 Mock。
enum Fix3Make {
  /// Why a check cannot start: 检查无法开始的原因。
  static let cannotCreate: Testing.Comment =
    "MockBookRepository() 和 MockBookRepository(books:) 都无法调用，检查无法开始 / neither MockBookRepository() nor MockBookRepository(books:) could be called, so the check could not start"

  /// A mock made with `init()`, else with `init(books: [])`: 用 `init()` 创建，没有时用 `init(books: [])`。
  static func plain() -> StudentMock? {
    let made: StudentMock? = StudentMock()
    let withBooks: StudentMock? = StudentMock(books: [])
    return made ?? withBooks
  }

  /// A mock holding `books`: made with `init(books:)`, else empty and filled through `add(_:)`.
  /// 持有 `books` 的 Mock：用 `init(books:)` 创建；没有这个初始化方法时先建空的，再通过 `add(_:)` 加入。
  static func mock(books: [Book]) async -> StudentMock? {
    let made: StudentMock? = StudentMock(books: books)
    if let made { return made }
    guard let empty = plain() else { return nil }
    for book in books { try? await empty.add(book) }
    return empty
  }
}

/// Fallback initializers the compiler uses only when the student's mock lacks them; they return `nil`.
/// 只有学生的 Mock 缺少这些初始化方法时编译器才会用到的后备实现，返回 `nil`。
protocol Fix3InitializerFallbacks {}

extension Fix3InitializerFallbacks {
  @_disfavoredOverload
  init?() { return nil }

  @_disfavoredOverload
  init?(books: [Book]) { return nil }
}

extension StudentMock: Fix3InitializerFallbacks {}
