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

  @Test("按 id 添加（相同 id 原位替换）和删除 / adds (replacing the same id in place) and deletes by id")
  func addsAndDeletesById() async throws {
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

    let sameIdOtherFields = Todo(id: second.id, title: "别的标题 / Another title")
    try await mock.delete(sameIdOtherFields)
    #expect(
      try await mock.fetchTodos() == [renamed],
      "delete(_:) 应只按 id 删除，不比较标题等其他字段 / delete(_:) should match by id only, not by title or other fields"
    )

    try await mock.delete(Todo(title: "不存在 / Not there"))
    #expect(try await mock.fetchTodos() == [renamed], "删除不存在的 id 不应改变数据 / deleting an unknown id should change nothing")
  }

  @Test("并发添加的待办全部保留 / todos added concurrently are all kept")
  func concurrentAddsAreAllKept() async throws {
    let mock = MockTodoRepository()
    let added = (0..<300).map { Todo(title: "并发 / Concurrent \($0)") }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for todo in added {
        group.addTask { try await mock.add(todo) }
      }
      try await group.waitForAll()
    }
    let fetched = try await mock.fetchTodos()
    #expect(fetched.count == added.count, "并发添加 \(added.count) 条后只剩 \(fetched.count) 条 / after \(added.count) concurrent adds only \(fetched.count) todos remain")
    #expect(Set(fetched.map(\.id)) == Set(added.map(\.id)), "并发添加的待办有丢失或重复 / some concurrently added todos were lost or duplicated")
  }
}
