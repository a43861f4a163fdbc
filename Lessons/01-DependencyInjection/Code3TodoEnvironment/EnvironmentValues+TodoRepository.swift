import SwiftUI
import TodoKit

// 编程题 3（挑战）：用 EnvironmentKey 注入 TodoRepository
// Code 3 (challenge): inject a TodoRepository through an EnvironmentKey
//
// `Todo`、`TodoRepository` 和内存仓库 `SampleTodoRepository` 都来自 TodoKit。
// `Todo`, `TodoRepository` and the in-memory `SampleTodoRepository` all come from TodoKit.
//
// TODO:
//   1. 定义一个遵循 EnvironmentKey 的键，`defaultValue` 的类型是 `any TodoRepository`，
//      默认值用一个可以直接使用的 Mock（例如 `SampleTodoRepository()`），这样没有注入时也能工作；
//   2. 把下面的 `todoRepository` 改成通过这个键读写 `self[...]`。
// TODO:
//   1. Define a key conforming to EnvironmentKey whose `defaultValue` has type `any TodoRepository`;
//      make the default a ready-to-use mock (for example `SampleTodoRepository()`) so it works without injection;
//   2. Make `todoRepository` below read and write `self[...]` through that key.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// di.code3 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code3 requires (each scored on its own; points rounded to 0.01):
// 1. 没有注入时，todoRepository 是一个可以直接使用的仓库（你的键的 defaultValue），它的 fetchTodos() 不抛错。（2.67 分）
//    When nothing was injected, todoRepository is a ready-to-use repository (your key's defaultValue) whose fetchTodos() does not throw. (2.67 pts)
// 2. 写入 todoRepository 的仓库能从同一个 EnvironmentValues 读回，其他的（包括副本）不受影响：get 和 set 都通过你的 EnvironmentKey。（5.33 分）
//    A repository set on todoRepository reads back from that EnvironmentValues, and from no other (copies included): get and set go through your EnvironmentKey. (5.33 pts)
// END GENERATED: requirements
//
// 选做、不计分：在 TodoListPreviewView.swift 里让 `preview`（#Preview 显示的内容）用 `.environment(\.todoRepository, ...)`
// 注入 Mock。视图在 Linux 上不参与编译，评分器看不到它，所以这一步只在 Xcode 的预览里检验。
// Optional, not graded: in TodoListPreviewView.swift, make `preview` (what the #Preview shows) inject a mock with
// `.environment(\.todoRepository, ...)`. Views are not compiled on Linux, so the grader cannot see it; Xcode's preview
// is where you check this step.
//
// 检查 / Check:  swift run grader --question di.code3

// 关于 `@Entry`：Xcode 16 可以写 `@Entry var 名字: 类型 = 默认值`，这在 Mac 上没有问题；但评分在 Linux 上进行，
// 那里的 SwiftUI 替身无法展开宏。请手写一个 EnvironmentKey 和一个通过它读写的计算属性，这样在两边都能编译。
// About `@Entry`: Xcode 16 accepts `@Entry var name: Type = defaultValue`, and that is fine on a Mac; but grading runs
// on Linux, where the SwiftUI stand-in cannot expand macros. Write an EnvironmentKey and a computed property that reads
// and writes through it by hand: that compiles in both places.
extension EnvironmentValues {
  /// The repository that views read with `@Environment(\.todoRepository)`: 视图通过 `@Environment(\.todoRepository)` 读取的仓库。
  public var todoRepository: any TodoRepository {
    get {
      // TODO: 通过环境键读取 / read through your environment key
      UnimplementedTodoRepository("EnvironmentValues.todoRepository")
    }
    set {
      // TODO: 通过环境键写入；现在写入的值被丢弃了 / write through your environment key; right now the value is dropped
    }
  }
}
