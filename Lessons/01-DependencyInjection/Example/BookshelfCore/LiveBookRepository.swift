/// The "real" repository: an actor that keeps books in memory and pretends each read takes a moment.
///
/// 真实实现：用 actor 保护内部的可变数组，读取时模拟一次短暂的耗时（就像访问网络或数据库）。
/// In a shipping app this is where networking or SwiftData would go; callers would not change.
/// 真正的项目会在这里访问网络或 SwiftData，而调用方一行都不用改。
public actor LiveBookRepository: BookRepository {
  /// The books held so far; only code running on this actor can touch them / 只有本 actor 能访问。
  private var books: [Book] = [
    Book(title: "SwiftUI 入门", author: "小明"),
    Book(title: "布局三剑客", author: "小红"),
  ]

  /// How long each `fetchBooks()` pretends to wait; kept short so tests stay fast.
  private let delay: Duration

  /// Creates the repository with its two starting books and a simulated read delay (30 ms by default).
  public init(delay: Duration = .milliseconds(30)) {
    self.delay = delay
  }

  public func fetchBooks() async throws -> [Book] {
    // 模拟耗时；任务被取消时 sleep 会抛出 CancellationError / simulated latency, throws if cancelled.
    try await Task.sleep(for: delay)
    return books
  }

  public func add(_ book: Book) async throws {
    books.append(book)
  }

  public func delete(_ book: Book) async throws {
    books.removeAll { $0.id == book.id }
  }
}
