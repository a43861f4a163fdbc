import Foundation
import Testing
import TodoKit

import DITestSubject

// 写测试题：为 TodoListViewModel 写单元测试
// Writing tests: unit tests for TodoListViewModel
//
// `TodoListViewModel`（模块 DITestSubject，`@MainActor @Observable`）只依赖 `TodoRepository`（来自 TodoKit）：
// `TodoListViewModel` (module DITestSubject, `@MainActor @Observable`) depends only on `TodoRepository` (from TodoKit):
//
//     init(repository: any TodoRepository)
//     var todos: [Todo] { get }          // 最近一次读取到的待办 / the todos of the latest load
//     var isLoading: Bool { get }        // 读取进行中为 true / true while a load is in flight
//     var errorMessage: String? { get }  // 失败后的提示，成功读取后为 nil / a message after a failure, nil after a successful load
//     func load() async                  // 从仓库读取 / reads from the repository
//     func add(_ todo: Todo) async       // 保存到仓库，保存完成后重新读取 / saves, then reloads once the save has finished
//
// TODO: 在套件上面写一个你自己的 Mock：一个遵循 `TodoRepository` 的类型，能返回给定的待办，也能按需失败
//       （失败状态最好之后还能改）。不要连网络、不要读写文件。
// TODO: above the suite, write a mock of your own: a type conforming to `TodoRepository` that returns the todos it was
//       given and can fail on demand (best if that can change later). No network, no files.
//
// TODO: 用 Swift Testing（`@Test`、`#expect`）测试这四件事 / with Swift Testing (`@Test`, `#expect`) test these four things:
//   1. 读取成功：`todos` 是仓库里的待办，`errorMessage` 是 nil，`isLoading` 回到 false；
//      a successful load: `todos` holds the repository's todos, `errorMessage` is nil, `isLoading` is false again;
//   2. 读取失败：`errorMessage` 不是 nil，`isLoading` 也回到 false；
//      a failed load: `errorMessage` is not nil, and `isLoading` is false again too;
//   3. 添加后重新读取：`add(_:)` 返回时，`todos` 里已经有新的待办；
//      add reloads: when `add(_:)` returns, `todos` already holds the new todo;
//   4. 错误提示会被清除：失败的读取之后再成功读取一次，`errorMessage` 回到 nil。
//      the error message is cleared: after a failed load, a successful one sets `errorMessage` back to nil.
//
// 评分：你的测试必须在正确的 ViewModel 上全部通过；然后评分器把 ViewModel 换成几个带 bug 的版本，
// 你的测试发现（至少一个测试失败）的 bug 越多，得分越高。
// Scoring: your tests must all pass on the correct view model; the grader then swaps in a few versions with bugs,
// and the more of those bugs your tests notice (at least one test fails), the higher your score.
//
// 检查 / Check:  swift run grader --question di.tests1
// 自己运行 / Run them yourself:  swift run grader test di.tests1

@MainActor
@Suite("TodoListViewModel 的测试 / Tests of TodoListViewModel")
struct TodoListViewModelTests {
  // TODO: 在这里写 @Test 函数 / write your @Test functions here
}
