import Foundation
import KitSupport
import TodoKit

// 编程题 2：为 TodoRepository 写一个 Mock 实现
// Code 2: write a mock implementation of TodoRepository
//
// `Todo` 和 `TodoRepository` 来自 TodoKit（和编程题 1 的要求相同），直接使用即可。
// `Todo` and `TodoRepository` come from TodoKit (the same shape as code 1); just use them.
//
// TODO: 用 actor 保存待办，让测试和预览可以控制返回的数据和错误：
//   - `fetchTodos()`：shouldFail 为 true 时抛出一个错误（例如 `URLError(.timedOut)`），否则返回保存的待办；
//   - `add(_:)`：id 是新的就追加；已有相同 id 的待办就原位替换；
//   - `delete(_:)`：按 id 删除。
//   完成后删掉每个方法里的 `throw NotImplemented(...)`。
// TODO: keep the todos in this actor so tests and previews control what comes back:
//   - `fetchTodos()`: throw an error when shouldFail is true (for example `URLError(.timedOut)`), otherwise return the todos;
//   - `add(_:)`: append a todo with a new id; replace in place the todo that has the same id;
//   - `delete(_:)`: remove by id.
//   Remove the `throw NotImplemented(...)` lines when you are done.
//
// 测试这样创建它：`MockTodoRepository()`、`MockTodoRepository(todos: [...])`、`MockTodoRepository(todos: [...], shouldFail: true)`，
// 请保留这个名字和初始化方法。
// The tests create it as `MockTodoRepository()`, `MockTodoRepository(todos: [...])` and
// `MockTodoRepository(todos: [...], shouldFail: true)`: keep that name and initializer.
//
// BEGIN GENERATED: requirements (swift run grader sync)
// di.code2 的要求（每条单独计分，分数四舍五入到 0.01）/ What di.code2 requires (each scored on its own; points rounded to 0.01):
// 1. fetchTodos() 按顺序返回 init(todos:) 给定的待办；没有给定时返回空数组。（1.6 分）
//    fetchTodos() returns the todos given to init(todos:), in order, and none when none were given. (1.6 pts)
// 2. shouldFail 为 true 时 fetchTodos() 抛出错误，否则不抛。（1.6 分）
//    fetchTodos() throws an error when shouldFail is true, and only then. (1.6 pts)
// 3. add(_:) 把新 id 的待办追加到末尾，遇到相同 id 的待办就原位替换。（1.6 分）
//    add(_:) appends a todo with a new id and replaces, in place, the todo with the same id. (1.6 pts)
// 4. delete(_:) 只按 id 删除，不比较其他字段；不存在的 id 不改变数据。（1.6 分）
//    delete(_:) removes the todo with the same id, whatever its other fields; an unknown id changes nothing. (1.6 pts)
// 5. Mock 在很多任务同时调用时保护自己的状态：它是 actor，或者用锁保护状态。（1.6 分）
//    The mock guards its state for calls from many tasks at once: it is an actor, or keeps its state behind a lock. (1.6 pts)
// END GENERATED: requirements
//
// 检查 / Check:  swift run grader --question di.code2

/// A stand-in repository that returns fixed todos or fails on demand: 返回固定数据或按需失败的替身仓库。
public actor MockTodoRepository: TodoRepository {
  private var todos: [Todo]
  private let shouldFail: Bool

  /// Creates a mock holding `todos`; when `shouldFail` is true, fetching throws: 创建持有 `todos` 的 Mock；`shouldFail` 为 true 时读取会抛错。
  public init(todos: [Todo] = [], shouldFail: Bool = false) {
    self.todos = todos
    self.shouldFail = shouldFail
  }

  public func fetchTodos() async throws -> [Todo] {
    // TODO: 按 shouldFail 抛错或返回 todos / throw or return todos depending on shouldFail
    throw NotImplemented("MockTodoRepository.fetchTodos()")
  }

  public func add(_ todo: Todo) async throws {
    // TODO: 新 id 追加，相同 id 原位替换 / append a new id, replace the same id in place
    throw NotImplemented("MockTodoRepository.add(_:)")
  }

  public func delete(_ todo: Todo) async throws {
    // TODO: 按 id 删除 / remove by id
    throw NotImplemented("MockTodoRepository.delete(_:)")
  }
}
