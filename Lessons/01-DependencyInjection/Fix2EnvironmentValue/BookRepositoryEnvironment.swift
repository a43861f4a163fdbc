import BookshelfCore
import SwiftUI

// 改错题 2 / Fix 2
//
// 症状：这个文件编译不过。为什么？
// The symptom: this file does not compile. Why?
//
// 找出错误并改正。修好以后，视图能用 `@Environment(\.bookRepository)` 读取仓库。
// Find the mistake and fix it. Once fixed, views read the repository with `@Environment(\.bookRepository)`.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix2 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix2 requires (each scored on its own; points rounded to 0.01):
// 1. 没有注入时，bookRepository 是 LiveBookRepository()。（2.67 分）
//    When nothing was injected, bookRepository is LiveBookRepository(). (2.67 pts)
// 2. 注入的仓库能原样读回：只从写入它的那个 EnvironmentValues 读回，其他的（包括副本）不受影响。（5.33 分）
//    An injected repository reads back as it was, from the EnvironmentValues it was set on and from no other (copies included). (5.33 pts)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.fix2

/// The environment key under which the app's `BookRepository` is stored.
private struct BookRepositoryKey: EnvironmentKey {
  static let defaultValue: any BookRepository = LiveBookRepository()
}

// 关于 `@Entry`：Xcode 16 也可以写 `@Entry var 名字: 类型 = 默认值`，在 Mac 上没有问题；但评分在 Linux 上进行，
// 那里的 SwiftUI 替身无法展开宏，用 `@Entry` 的答案在这里编译不过。请保留本文件手写 EnvironmentKey 的写法。
// About `@Entry`: Xcode 16 also accepts `@Entry var name: Type = defaultValue`, which is fine on a Mac; but grading
// runs on Linux, where the SwiftUI stand-in cannot expand macros, so an answer using `@Entry` does not compile here.
// Keep the hand-written EnvironmentKey form this file uses.
extension EnvironmentValues {
  /// The repository views read with `@Environment(\.bookRepository)`.
  public var bookRepository: BookRepository
}
