import BookshelfCore
import SwiftUI

/// The environment key under which the app's `BookRepository` is stored.
///
/// 第 1 步：定义环境键 / step 1: the key.
/// `defaultValue` 让没有注入任何实现的视图也能工作：读到的是真实实现。
/// The default keeps a view working even when nobody injected a repository: it reads the live one.
///
/// Swift 6 accepts this `static let` only because `any BookRepository` is `Sendable`
/// (the protocol refines `Sendable`); a non-Sendable default would be rejected as shared mutable state.
/// Swift 6 只在 `any BookRepository` 满足 `Sendable` 时才接受这个 `static let`。
private struct BookRepositoryKey: EnvironmentKey {
  static let defaultValue: any BookRepository = LiveBookRepository()
}

// 第 2 步：扩展 EnvironmentValues，用计算属性通过键读写 / step 2: a computed property that reads and writes through the key.
// 扩展里不能有存储属性，真正的存储在 EnvironmentValues 内部 / extensions cannot store; EnvironmentValues does.
extension EnvironmentValues {
  /// The repository views read with `@Environment(\.bookRepository)`; the live one unless injected.
  public var bookRepository: any BookRepository {
    get { self[BookRepositoryKey.self] }
    set { self[BookRepositoryKey.self] = newValue }
  }
}
