import Foundation
import GradingSupport
import Testing

// `@testable` lets the lesson's style, without `public`, compile here too.
// 使用 `@testable`，这样按课文写法（不加 `public`）的代码也能被测试读取。
@testable import DITodoModel

/// Compiles only when `T` is Identifiable by a UUID, Hashable and Sendable: 只有 `T` 以 UUID 为 ID 且遵循 Hashable、Sendable 时才能编译。
private func requireTodoConformances<T: Identifiable & Hashable & Sendable>(_: T.Type) -> Bool where T.ID == UUID {
  true
}

/// Compiles only when the value's type is `Sendable`: 只有值的类型满足 `Sendable` 时才能编译。
private func requireSendable<T: Sendable>(_: T) -> Bool {
  true
}

/// A repository defined by the test, which conforms only if the protocol asks for the lesson's three methods: 测试自定义的仓库，只有协议要求的正是课文中的三个方法时它才能遵循。
private actor ProbeTodoRepository: TodoRepository {
  private var todos: [Todo] = []

  func fetchTodos() async throws -> [Todo] {
    todos
  }

  func add(_ todo: Todo) async throws {
    todos.append(todo)
  }

  func delete(_ todo: Todo) async throws {
    todos.removeAll { $0.id == todo.id }
  }
}

@Suite("编程题 1：待办模型与仓库协议 / Code 1: the todo model and the repository protocol")
struct Code1TodoModel {
  @Test("Todo 遵循 Identifiable、Hashable、Sendable，id 是 UUID / Todo is Identifiable, Hashable, Sendable with a UUID id")
  func todoConformances() {
    // If this file compiles, the conformances are there; the check itself cannot fail at run time.
    // 这个文件能编译，说明遵循关系都已具备；运行时这里不会失败。
    #expect(
      requireTodoConformances(Todo.self),
      "Todo 需要遵循 Identifiable、Hashable、Sendable，且 ID 为 UUID / Todo must be Identifiable, Hashable and Sendable with a UUID ID"
    )
  }

  @Test("Todo(title:) 默认未完成且每次都有新的 id / Todo(title:) starts not done with a fresh id")
  func todoDefaults() {
    let first = Todo(title: "买牛奶 / Buy milk")
    let second = Todo(title: "买牛奶 / Buy milk")
    #expect(first.title == "买牛奶 / Buy milk", "Todo(title:) 应该保存传入的标题 / Todo(title:) should keep the given title")
    #expect(first.isDone == false, "新建的待办默认应为未完成（isDone 默认 false）/ a new todo should not be done (isDone defaults to false)")
    #expect(first.id != second.id, "每次创建待办都应生成新的 UUID 作为 id / every new todo needs a fresh UUID as its id")

    let id = UUID()
    let full = Todo(id: id, title: "写测试 / Write tests", isDone: true)
    #expect(full.id == id, "init(id:title:isDone:) 应该使用传入的 id / init(id:title:isDone:) should use the given id")
    #expect(full.title == "写测试 / Write tests", "init(id:title:isDone:) 应该使用传入的标题 / init(id:title:isDone:) should use the given title")
    #expect(full.isDone, "init(id:title:isDone:) 应该使用传入的 isDone / init(id:title:isDone:) should use the given isDone")
  }

  @Test("Todo 是值类型：修改副本不影响原值 / Todo is a value type: changing a copy leaves the original alone")
  func todoIsValueType() {
    let original = Todo(title: "原标题 / Original")
    var copy = original
    copy.title = "新标题 / Changed"
    copy.isDone = true
    #expect(original.title == "原标题 / Original", "修改副本的标题改变了原值：Todo 应该是 struct / changing a copy's title changed the original: Todo should be a struct")
    #expect(original.isDone == false, "修改副本的 isDone 改变了原值：Todo 应该是 struct / changing a copy's isDone changed the original: Todo should be a struct")
    #expect(copy.id == original.id, "副本应保留原来的 id / a copy should keep the original id")

    let id = UUID()
    let left = Todo(id: id, title: "同一件事 / Same thing", isDone: false)
    let right = Todo(id: id, title: "同一件事 / Same thing", isDone: false)
    #expect(left == right, "字段完全相同的两个待办应该相等 / two todos with the same fields should be equal")
    #expect(left.hashValue == right.hashValue, "相等的待办应该有相同的哈希值 / equal todos should have the same hash")
    #expect(Set([left, right]).count == 1, "相等的待办放进 Set 后应只剩一个 / equal todos should collapse to one in a Set")
  }

  @Test("TodoRepository 要求三个 async throws 方法并继承 Sendable / TodoRepository needs three async throws methods and refines Sendable")
  func repositoryRequirements() async throws {
    let repository: any TodoRepository = ProbeTodoRepository()
    #expect(
      requireSendable(repository),
      "TodoRepository 应继承 Sendable / TodoRepository should refine Sendable"
    )

    let todo = Todo(title: "通过协议调用 / Called through the protocol")
    try await repository.add(todo)
    let afterAdd = try await repository.fetchTodos()
    #expect(afterAdd == [todo], "通过 any TodoRepository 调用 add 后 fetchTodos 应返回该待办 / fetchTodos through any TodoRepository should return the added todo")

    try await repository.delete(todo)
    let afterDelete = try await repository.fetchTodos()
    #expect(afterDelete.isEmpty, "通过 any TodoRepository 调用 delete 后应删除该待办 / delete through any TodoRepository should remove the todo")
  }
}
