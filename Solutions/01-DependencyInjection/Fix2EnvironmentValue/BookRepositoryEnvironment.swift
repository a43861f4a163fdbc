import BookshelfCore
import SwiftUI

// 改错题 2 参考答案 / Fix 2, reference answer
// 扩展里只能写计算属性：值真正存放在 EnvironmentValues 内部，通过键来读写；
// 没有注入时读到键的默认值。`any` 明确表示这是一个存在类型（任意实现）。
// An extension can only add computed properties: the value lives inside EnvironmentValues and is
// reached through the key; an unset key reads its default. `any` spells out the existential type.

/// The environment key under which the app's `BookRepository` is stored; the live repository by default.
private struct BookRepositoryKey: EnvironmentKey {
  static let defaultValue: any BookRepository = LiveBookRepository()
}

extension EnvironmentValues {
  /// The repository views read with `@Environment(\.bookRepository)`; the live one unless injected.
  public var bookRepository: any BookRepository {
    get { self[BookRepositoryKey.self] }
    set { self[BookRepositoryKey.self] = newValue }
  }
}
