import BookshelfCore
import SwiftUI

// 改错题 2 / Fix 2
//
// 症状：这个文件编译不过。为什么？
// The symptom: this file does not compile. Why?
//
// 找出错误并改正。修好以后，视图能用 `@Environment(\.bookRepository)` 读取仓库：没有注入时读到 `LiveBookRepository()`，
// 注入的仓库能原样读回，而且 `EnvironmentValues` 的两个副本互不影响。
// Find the mistake and fix it. Once fixed, views read the repository with `@Environment(\.bookRepository)`: it is
// `LiveBookRepository()` when nothing was injected, an injected repository reads back as it was, and two copies of
// `EnvironmentValues` do not affect each other.
//
// 检查 / Check:  swift run grader --question di.fix2

/// The environment key under which the app's `BookRepository` is stored.
private struct BookRepositoryKey: EnvironmentKey {
  static let defaultValue: any BookRepository = LiveBookRepository()
}

extension EnvironmentValues {
  /// The repository views read with `@Environment(\.bookRepository)`.
  public var bookRepository: BookRepository
}
