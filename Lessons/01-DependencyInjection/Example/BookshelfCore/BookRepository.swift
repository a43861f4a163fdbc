/// Where books come from, as seen by the view model: the abstraction everything else depends on.
///
/// 书从哪里来——这是 ViewModel 与界面唯一认识的“契约”（依赖倒置：高层依赖抽象，而不是具体实现）。
/// The view model never learns whether books live on a server, in a database or in memory.
///
/// Refining `Sendable` promises that every implementation may be shared across concurrency domains,
/// which is what lets `any BookRepository` be stored in a `static let` (the environment key's default)
/// and handed from the main actor to a repository actor.
/// 继承 `Sendable`：每个实现都能安全地跨并发域共享，所以 `any BookRepository` 才能放进 `static let` 默认值里。
public protocol BookRepository: Sendable {
  /// Returns every book currently stored / 读取全部书籍。
  func fetchBooks() async throws -> [Book]

  /// Stores a new book / 新增一本书。
  func add(_ book: Book) async throws

  /// Removes the book with the same `id` / 删除 `id` 相同的书。
  func delete(_ book: Book) async throws
}
