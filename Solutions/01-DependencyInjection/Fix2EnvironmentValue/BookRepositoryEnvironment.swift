import BookshelfCore
import SwiftUI

// 改错题 2 参考答案 / Fix 2, reference answer
// 扩展里只能写计算属性：值真正存放在 EnvironmentValues 内部，通过键来读写；
// 没有注入时读到键的默认值。`any` 明确表示这是一个存在类型（任意实现）。
// An extension can only add computed properties: the value lives inside EnvironmentValues and is
// reached through the key; an unset key reads its default. `any` spells out the existential type.

// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix2 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix2 requires (each scored on its own; points rounded to 0.01):
// 1. 没有注入时，bookRepository 是 LiveBookRepository()。（2.67 分）
//    When nothing was injected, bookRepository is LiveBookRepository(). (2.67 pts)
// 2. 注入的仓库能原样读回：只从写入它的那个 EnvironmentValues 读回，其他的（包括副本）不受影响。（5.33 分）
//    An injected repository reads back as it was, from the EnvironmentValues it was set on and from no other (copies included). (5.33 pts)
// END GENERATED: requirements

/// The environment key under which the app's `BookRepository` is stored; the live repository by default.
private struct BookRepositoryKey: EnvironmentKey {
  static let defaultValue: any BookRepository = LiveBookRepository()  // SLIP liveByDefault: static let defaultValue: any BookRepository = MockBookRepository()
}

extension EnvironmentValues {
  /// The repository views read with `@Environment(\.bookRepository)`; the live one unless injected.
  public var bookRepository: any BookRepository {
    // SLIP-BEGIN storedPerEnvironment
    get { self[BookRepositoryKey.self] }
    set { self[BookRepositoryKey.self] = newValue }
    // SLIP-ELSE
    // get { SharedBookRepository.value ?? BookRepositoryKey.defaultValue }
    // set { SharedBookRepository.value = newValue }
    // SLIP-END
  }
}

// SLIP-BEGIN storedPerEnvironment
// SLIP-ELSE
// /// One value for every environment, the mistake this slip makes: 所有环境共用的一个值（这个 slip 犯的错误）。
// private enum SharedBookRepository {
//   nonisolated(unsafe) static var value: (any BookRepository)?
// }
// SLIP-END
