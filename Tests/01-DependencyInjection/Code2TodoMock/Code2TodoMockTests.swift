import Foundation
import GradingSupport
import KitSupport
import Testing
import TodoKit

@testable import DITodoMock

/// Grades code 2, one requirement per check; the setup of each check uses `init(todos:shouldFail:)`, never another
/// requirement's method. 每项检查对应一个要求；准备数据只用 `init(todos:shouldFail:)`，不用别的要求的方法。
@Suite("编程题 2：Mock 仓库 / Code 2: a mock repository")
struct Code2TodoMock {
  @Test("返回初始化时给定的待办 / returns the todos it was given")
  func returnsGivenTodos() async throws {
    let given = [Todo(title: "第一件 / First"), Todo(title: "第二件 / Second", isDone: true)]
    let mock = MockTodoRepository(todos: given)
    let fetched = try await mock.fetchTodos()
    #expect(fetched == given, "用 init(todos:) 给了 \(given.count) 条待办，fetchTodos() 返回的 \(fetched.count) 条与它们（及其顺序）不同 / given \(given.count) todos through init(todos:), fetchTodos() returned \(fetched.count) that differ from them or their order")

    let empty = try await MockTodoRepository().fetchTodos()
    #expect(empty.isEmpty, "MockTodoRepository() 的 fetchTodos() 返回了 \(empty.count) 条待办，应为空数组 / fetchTodos() of MockTodoRepository() returned \(empty.count) todos; it should return an empty array")
  }

  @Test("shouldFail 为 true 时读取抛错，否则不抛 / fetching throws when told to fail, and only then")
  func throwsWhenToldToFail() async {
    do {
      _ = try await MockTodoRepository(todos: [Todo(title: "正常 / Fine")], shouldFail: false).fetchTodos()
    } catch {
      Testing.Issue.record("shouldFail 为 false 时 fetchTodos() 不应抛错，却抛出了：\(error) / fetchTodos() must not throw when shouldFail is false, but threw: \(error)")
    }

    do {
      _ = try await MockTodoRepository(todos: [Todo(title: "失败 / Failing")], shouldFail: true).fetchTodos()
      Testing.Issue.record("MockTodoRepository(todos:shouldFail: true) 的 fetchTodos() 正常返回了，没有抛出错误 / fetchTodos() of MockTodoRepository(todos:shouldFail: true) returned normally instead of throwing")
    } catch is NotImplemented {
      Testing.Issue.record("fetchTodos() 还是桩代码，抛出的是 NotImplemented；请抛出模拟的错误，例如 URLError(.timedOut) / fetchTodos() is still the stub throwing NotImplemented; throw a simulated error such as URLError(.timedOut)")
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
    let afterAppend = try await mock.fetchTodos()
    #expect(afterAppend == [first, second], "Mock 里有 1 条待办，add(_:) 一条新 id 的待办后 fetchTodos() 返回了 \(afterAppend.count) 条，应是原来那条加上末尾的新待办 / with 1 todo in the mock, fetchTodos() returned \(afterAppend.count) todos after add(_:) of a new id; it should be the old one followed by the new one")

    let renamed = Todo(id: first.id, title: "改过的第一件 / First, renamed", isDone: true)
    try await mock.add(renamed)
    let afterReplace = try await mock.fetchTodos()
    #expect(
      afterReplace == [renamed, second],
      "add(_:) 一条与第一条 id 相同的待办后，fetchTodos() 返回了 \(afterReplace.count) 条，第一条不是在原位被替换成新的 / after add(_:) of a todo with the first one's id, fetchTodos() returned \(afterReplace.count) todos, and the first was not replaced in place by the new one"
    )
  }

  @Test("delete(_:) 只按 id 删除 / delete(_:) removes by id only")
  func deletesById() async throws {
    let first = Todo(title: "第一件 / First")
    let second = Todo(title: "第二件 / Second")
    // Set up through init(todos:), so a mistake in add(_:) does not cost this check too. 通过 init(todos:) 准备数据，add(_:) 的错误不会连累这项检查。
    let mock = MockTodoRepository(todos: [first, second])

    try await mock.delete(Todo(id: second.id, title: "别的标题 / Another title"))
    let afterDelete = try await mock.fetchTodos()
    #expect(
      afterDelete == [first],
      "用同一 id、不同标题的待办调用 delete(_:) 后，fetchTodos() 返回了 \(afterDelete.count) 条，应只剩另一条 / after delete(_:) with a todo of the same id but another title, fetchTodos() returned \(afterDelete.count) todos; only the other one should remain"
    )

    try await mock.delete(Todo(title: "不存在 / Not there"))
    let afterUnknown = try await mock.fetchTodos()
    #expect(afterUnknown == [first], "delete(_:) 一个不存在的 id 后，fetchTodos() 返回的 \(afterUnknown.count) 条与之前不同 / after delete(_:) of an unknown id, fetchTodos() returned \(afterUnknown.count) todos, not what it held before")
  }

  @Test("状态受 actor 或锁保护 / the state is guarded by an actor or a lock")
  func protectsItsState() async {
    let mock = MockTodoRepository()
    // The starting code is already an actor, so the check first asks that the mock is no longer that placeholder:
    // one of its methods, tried from another task in the order fetch, delete, add, returns without throwing
    // NotImplemented. It stops at the first that does, so a broken add costs only the add requirement; which methods
    // work correctly is the other requirements' to judge.
    // 初始代码本身就是 actor，所以先要求它不再是那个占位：依次（fetch、delete、add）从另一个任务调用，只要有一个没有抛出
    // NotImplemented 就停下，所以坏掉的 add 只丢 add 的要求；各个方法是否正确由其他要求判断。
    let todo = Todo(title: "另一个任务 / Another task")
    let calls: [@Sendable () async throws -> Void] = [
      { _ = try await mock.fetchTodos() },
      { try await mock.delete(todo) },
      { try await mock.add(todo) },
    ]
    var implemented = false
    for call in calls where !implemented {
      implemented = await !_Concurrency.Task.detached { await Self.throwsNotImplemented(call) }.value
    }
    guard implemented else {
      Testing.Issue.record("fetchTodos()、delete(_:)、add(_:) 都抛出了初始代码的 NotImplemented，还没有可以判断的实现 / fetchTodos(), delete(_:) and add(_:) all threw the starting code's NotImplemented, so there is no implementation to judge yet")
      return
    }
    // Judged from the type's shape, the same on every run; a race between tasks would lose only sometimes.
    // 按类型的结构判断，每次结果都相同；任务之间的竞争只会偶尔出错，不能用来判分。
    // A `@MainActor` class is guarded by the main actor: its methods wait while the test holds it.
    // `@MainActor` 类由主 actor 保护：测试拿住主 actor 时，它的方法只能等待。
    let onMain = MockTodoRepository(todos: [todo])
    let protection = await StateProtection.judged(mock, calls: [
      { _ = try? await onMain.fetchTodos() }, { _ = try? await onMain.add(Todo(title: "丁 / D")) }, { _ = try? await onMain.delete(todo) },
    ])
    #expect(
      protection != .none,
      "MockTodoRepository 既不是 actor，它的存储里也没有锁（NSLock、Mutex、DispatchQueue……）：多个任务同时调用时，没有任何东西保护它的状态 / MockTodoRepository is not an actor and its storage holds no lock (NSLock, Mutex, DispatchQueue…): nothing guards its state when many tasks call it at once"
    )
    // A lock guards only what the methods reach while holding it. The test holds the mock's own lock (when it can:
    // NSLock and friends, a DispatchQueue) and looks for a method that still reads or changes the todos; a method that
    // takes the lock waits, so a guarded mock can never be failed here (see HeldLock).
    // 锁只保护方法拿着它时读写的东西。测试拿住 Mock 自己的锁，看有没有方法仍然读写了待办；拿锁的方法只能等待，所以受保护的
    // Mock 不会在这里失分。
    guard protection != .none else { return }
    let first = Todo(title: "甲 / A")
    let guarded = MockTodoRepository(todos: [first, Todo(title: "乙 / B")])
    guard let lock = StateProtection.holdableLock(in: guarded) else { return }
    let state: @Sendable () -> String = { dumpedState(of: guarded) }
    var unguarded: [String] = []
    if let seen = await HeldLock.finishesWhileHeld(lock, state: state, within: 0.5, { (try? await guarded.fetchTodos()) ?? [] }),
      !seen.value.isEmpty
    {
      unguarded.append("fetchTodos()")
    }
    if let seen = await HeldLock.finishesWhileHeld(lock, state: state, within: 0.5, { _ = try? await guarded.add(Todo(title: "丙 / C")) }),
      seen.changedState
    {
      unguarded.append("add(_:)")
    }
    if let seen = await HeldLock.finishesWhileHeld(lock, state: state, within: 0.5, { _ = try? await guarded.delete(first) }),
      seen.changedState
    {
      unguarded.append("delete(_:)")
    }
    let methods = unguarded.joined(separator: ", ")
    #expect(
      unguarded.isEmpty,
      "测试拿住 MockTodoRepository 存储里的 \(lock.name) 时，\(methods) 照样结束了，并且读取或改变了 Mock 的待办：这个锁没有保护它们 / while the test held the \(lock.name) in MockTodoRepository's storage, \(methods) still returned, having read or changed the mock's todos: the lock does not guard them"
    )
  }

  /// Whether `call` throws the starting code's `NotImplemented`: `call` 是否抛出初始代码的 `NotImplemented`。
  private static func throwsNotImplemented(_ call: @Sendable () async throws -> Void) async -> Bool {
    do {
      try await call()
      return false
    } catch {
      return error is NotImplemented
    }
  }
}
