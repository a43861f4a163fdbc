import BookshelfCore
import SwiftUI

// 改错题 2 / Fix 2
//
// 问题：下面的扩展想给环境加一个 `bookRepository`，但写成了存储属性。扩展里不能有存储属性，
// 所以这个文件编译不过（"extensions must not contain stored properties"）——这是题目本身的错误。
// The problem: the extension below declares `bookRepository` as a stored property. Extensions cannot
// store anything, so this file does not compile ("extensions must not contain stored properties"): that is the bug.
//
// 要求：把它改成计算属性——
// What to do: turn it into a computed property that
//   1. 类型写成 `any BookRepository`（存在类型，明确表示“任意实现”）；
//      is typed `any BookRepository` (an existential: "any implementation");
//   2. get 通过 `self[BookRepositoryKey.self]` 读取，set 把 `newValue` 写回同一个键；
//      reads through `self[BookRepositoryKey.self]` in `get` and writes `newValue` to the same key in `set`;
//   3. 没有注入时读到的是键的默认值 `LiveBookRepository()`。
//      reads the key's default, `LiveBookRepository()`, when nothing was injected.

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
