import BookshelfCore
import SwiftUI

// 改错题 2 / Fix 2
//
// 示例把一个仓库放进环境（`\.bookRepository`）。这里放进环境的是一个“工厂”：一个每次调用都创建新仓库的闭包，
// 每个界面可以用它给自己创建一个仓库。
// The example puts one repository in the environment (`\.bookRepository`). What goes in the environment here is a
// factory: a closure that makes a new repository each time it is called, so every screen can make its own.
//
// 症状：这个文件编译不过。为什么？
// The symptom: this file does not compile. Why?
//
// 找出错误并改正。修好以后，视图能用 `@Environment(\.makeBookRepository)` 读到工厂，再调用它得到一个仓库。
// Find the mistake and fix it. Once fixed, views read the factory with `@Environment(\.makeBookRepository)` and call
// it to get a repository.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// di.fix2 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.fix2 requires (each scored on its own; points rounded to 0.01):
// 1. 没有注入时，调用 makeBookRepository 创建的是 LiveBookRepository。（2.67 分）
//    When nothing was injected, calling makeBookRepository makes a LiveBookRepository. (2.67 pts)
// 2. 注入的工厂能原样读回：只从写入它的那个 EnvironmentValues 读回，其他的（包括副本）不受影响。（5.33 分）
//    An injected factory reads back as it was, from the EnvironmentValues it was set on and from no other (copies included). (5.33 pts)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.fix2

/// A closure that makes a new repository each time it is called: 每次调用都创建一个新仓库的闭包。
public typealias BookRepositoryFactory = @Sendable () -> any BookRepository

/// The environment key under which the app's repository factory is stored.
private struct BookRepositoryFactoryKey: EnvironmentKey {
  static let defaultValue: BookRepositoryFactory = { LiveBookRepository() }
}

// 关于 `@Entry`：Xcode 16 也可以写 `@Entry var 名字: 类型 = 默认值`，在 Mac 上没有问题；但评分在 Linux 上进行，
// 那里的 SwiftUI 替身无法展开宏，用 `@Entry` 的答案在这里编译不过。请保留本文件手写 EnvironmentKey 的写法。
// About `@Entry`: Xcode 16 also accepts `@Entry var name: Type = defaultValue`, which is fine on a Mac; but grading
// runs on Linux, where the SwiftUI stand-in cannot expand macros, so an answer using `@Entry` does not compile here.
// Keep the hand-written EnvironmentKey form this file uses.
extension EnvironmentValues {
  /// The factory views read with `@Environment(\.makeBookRepository)`.
  public var makeBookRepository: BookRepositoryFactory
}
