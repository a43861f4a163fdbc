import BookshelfCore
import Foundation
import Observation

// 改错题 1 / Fix 1
//
// 问题：这个 ViewModel 自己创建了 `LiveBookRepository()`，测试和预览没有办法换成 Mock。
// The problem: this view model creates `LiveBookRepository()` itself, so tests and previews cannot swap in a mock.
//
// 要求：改成“可注入”——
// What to do: make the dependency injectable:
//   1. 把 `repository` 的类型改成协议 `any BookRepository`，不要在这里赋初值；
//      give `repository` the protocol type `any BookRepository`, with no initial value here;
//   2. 把 `init()` 换成 `public init(repository: any BookRepository)`，保存传进来的仓库；
//      replace `init()` with `public init(repository: any BookRepository)` that stores what it is given;
//   3. 其余代码（load/add/delete）不需要改。
//      the rest (load/add/delete) needs no change.
//
// 现在这个文件能编译，但测试会调用 `BookListViewModel(repository:)`，所以在你修好之前测试编译不过——这是预期的。
// This file compiles, but the tests call `BookListViewModel(repository:)`, so they do not compile until you fix it: that is expected.

/// The book list's state, which for now is welded to the live repository.
@MainActor
@Observable
public final class BookListViewModel {
  private let repository = LiveBookRepository()

  /// The books from the latest successful load.
  public private(set) var books: [Book] = []

  /// True while a load is in flight.
  public private(set) var isLoading = false

  /// A message for the user after a failure; `nil` when the last load succeeded.
  public var errorMessage: String?

  /// Creates the view model.
  public init() {}

  /// Reloads `books` from the repository, recording an error message if that fails.
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    do {
      books = try await repository.fetchBooks()
      errorMessage = nil
    } catch {
      errorMessage = "加载失败 / Could not load: \(error.localizedDescription)"
    }
  }

  /// Adds `book` through the repository, then reloads.
  public func add(_ book: Book) async {
    do {
      try await repository.add(book)
      await load()
    } catch {
      errorMessage = "添加失败 / Could not add: \(error.localizedDescription)"
    }
  }

  /// Deletes `book` through the repository, then reloads.
  public func delete(_ book: Book) async {
    do {
      try await repository.delete(book)
      await load()
    } catch {
      errorMessage = "删除失败 / Could not delete: \(error.localizedDescription)"
    }
  }
}
