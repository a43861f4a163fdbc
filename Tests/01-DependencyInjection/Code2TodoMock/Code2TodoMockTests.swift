import Foundation
import GradingSupport
import KitSupport
import Testing
import TodoKit

@testable import DITodoMock

@Suite("编程题 2：Mock 仓库 / Code 2: a mock repository")
struct Code2TodoMock {
  @Test("返回初始化时给定的待办 / returns the todos it was given")
  func returnsGivenTodos() async throws {
    let given = [Todo(title: "第一件 / First"), Todo(title: "第二件 / Second", isDone: true)]
    let mock = MockTodoRepository(todos: given)
    let fetched = try await mock.fetchTodos()
    #expect(fetched == given, "fetchTodos() 应按原顺序返回 init(todos:) 给定的待办 / fetchTodos() should return the todos from init(todos:), in order")

    let empty = try await MockTodoRepository().fetchTodos()
    #expect(empty.isEmpty, "不传 todos 时 fetchTodos() 应返回空数组 / without todos, fetchTodos() should return an empty array")
  }

  @Test("shouldFail 为 true 时读取抛错，否则不抛 / fetching throws when told to fail, and only then")
  func throwsWhenToldToFail() async {
    do {
      _ = try await MockTodoRepository(todos: [Todo(title: "正常 / Fine")], shouldFail: false).fetchTodos()
    } catch {
      Issue.record("shouldFail 为 false 时 fetchTodos() 不应抛错，却抛出了：\(error) / fetchTodos() must not throw when shouldFail is false, but threw: \(error)")
    }

    do {
      _ = try await MockTodoRepository(todos: [Todo(title: "失败 / Failing")], shouldFail: true).fetchTodos()
      Issue.record("shouldFail 为 true 时 fetchTodos() 应该抛出错误 / fetchTodos() should throw when shouldFail is true")
    } catch is NotImplemented {
      Issue.record("fetchTodos() 还是桩代码，抛出的是 NotImplemented；请抛出模拟的错误，例如 URLError(.timedOut) / fetchTodos() is still the stub throwing NotImplemented; throw a simulated error such as URLError(.timedOut)")
    } catch {
      // The mock failed on purpose, as asked. / Mock 按要求模拟了失败。
    }
  }

  @Test("add(_:) 追加新 id、原位替换相同 id / add(_:) appends a new id and replaces the same id in place")
  func addAppendsOrReplacesById() async throws {
    let first = Todo(title: "第一件 / First")
    let second = Todo(title: "第二件 / Second")
    let mock = MockTodoRepository(todos: [first])

    try await mock.add(second)
    #expect(try await mock.fetchTodos() == [first, second], "add(_:) 应把新 id 的待办追加到末尾 / add(_:) should append a todo with a new id")

    let renamed = Todo(id: first.id, title: "改过的第一件 / First, renamed", isDone: true)
    try await mock.add(renamed)
    #expect(
      try await mock.fetchTodos() == [renamed, second],
      "add(_:) 遇到相同 id 应原位替换，而不是再追加一条 / add(_:) should replace the todo with the same id in place, not append another"
    )
  }

  @Test("delete(_:) 只按 id 删除 / delete(_:) removes by id only")
  func deletesById() async throws {
    let first = Todo(title: "第一件 / First")
    let second = Todo(title: "第二件 / Second")
    // Set up through init(todos:), so a mistake in add(_:) does not cost this check too. 通过 init(todos:) 准备数据，add(_:) 的错误不会连累这项检查。
    let mock = MockTodoRepository(todos: [first, second])

    try await mock.delete(Todo(id: second.id, title: "别的标题 / Another title"))
    #expect(
      try await mock.fetchTodos() == [first],
      "delete(_:) 应只按 id 删除，不比较标题等其他字段 / delete(_:) should match by id only, not by title or other fields"
    )

    try await mock.delete(Todo(title: "不存在 / Not there"))
    #expect(try await mock.fetchTodos() == [first], "删除不存在的 id 不应改变数据 / deleting an unknown id should change nothing")
  }

  @Test("状态受 actor 或锁保护，多个任务的添加都被保留 / the state is guarded by an actor or a lock, and adds from many tasks are all kept")
  func protectsItsState() async throws {
    let mock = MockTodoRepository()
    // Judged from the type's shape, the same on every run; a race between tasks would lose only sometimes.
    // 按类型的结构判断，每次结果都相同；任务之间的竞争只会偶尔出错，不能用来判分。
    if StateProtection.of(mock) == .none {
      Issue.record(
        "MockTodoRepository 的可变状态没有保护：多个任务同时调用时数据会丢失甚至崩溃。用 actor，或用锁保护状态的 final class / MockTodoRepository's mutable state is unguarded: calls from many tasks at once can lose data or crash. Use an actor, or a final class that guards its state with a lock"
      )
      return
    }
    // Adds from separate tasks, one after another: each must stick to the one shared instance.
    // 从不同任务依次添加：每一次都必须保存在同一个共享实例上。
    let added = (0..<20).map { Todo(title: "任务 / Task \($0)") }
    for todo in added {
      try await Task.detached { try await mock.add(todo) }.value
    }
    let fetched = try await mock.fetchTodos()
    #expect(fetched == added, "从不同任务添加的 \(added.count) 条待办只读回 \(fetched.count) 条 / \(added.count) todos added from separate tasks, \(fetched.count) read back")
  }
}
