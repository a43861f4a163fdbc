import Foundation
import GradingSupport
import Testing

// `@testable` lets the lesson's style, without `public`, compile here too.
// 使用 `@testable`，这样按课文写法（不加 `public`）的代码也能被测试读取。
@testable import DITodoModel

/// Grades code 1, one requirement per check: each conformance of `Todo`, its initializers, its value semantics, and the
/// protocol's `Sendable`, effects and methods. Missing conformances or effects do not stop this suite from compiling.
/// 每项检查对应一个要求：`Todo` 的每个遵循关系、初始化方法、值语义，以及协议的 `Sendable`、效果和方法。
/// 缺少遵循关系或 async/throws 不会让这套测试编译失败。
@Suite("编程题 1：待办模型与仓库协议 / Code 1: the todo model and the repository protocol")
struct Code1TodoModel {
  @Test("Todo 遵循 Identifiable，id 是 UUID / Todo is Identifiable by a UUID")
  func todoIsIdentifiableByUUID() {
    switch Code1Probe.identity(Todo.self) {
    case .uuid:
      #expect(
        !Code1Probe.idIsWritable,
        "Todo 的 id 可以在创建后修改（用 var 声明），应用 let 声明 / Todo's id can be changed after creation (it is declared with var); declare it with let"
      )
    case .other(let type):
      Testing.Issue.record("Todo 遵循了 Identifiable，但 id 的类型是 \(type)，应为 UUID / Todo is Identifiable, but its id is a \(type); it should be a UUID")
    case .none:
      Testing.Issue.record("Todo 没有遵循 Identifiable / Todo does not conform to Identifiable")
    }
  }

  @Test("Todo 遵循 Hashable：字段相同则相等，id 不同则不等 / Todo is Hashable: same fields are equal, different ids are not")
  func todoIsHashable() throws {
    guard Code1Probe.isHashable(Todo.self) else {
      Testing.Issue.record("Todo 没有遵循 Hashable（列表和 Set 需要它）/ Todo does not conform to Hashable (lists and sets need it)")
      return
    }
    let first = try #require(makeTodo(title: "同一件事 / Same thing"), "无法创建 Todo / cannot create a Todo")
    let copy = first
    let other = try #require(makeTodo(title: "同一件事 / Same thing"), "无法创建 Todo / cannot create a Todo")
    let hashable: [AnyHashable] = [first, copy, other].compactMap { ($0 as Any) as? any Hashable }.map { AnyHashable($0) }
    try #require(hashable.count == 3, "Todo 的值无法当作 Hashable 使用 / Todo values cannot be used as Hashable")
    #expect(hashable[0] == hashable[1], "同一个待办和它的副本应该相等 / a todo and its copy should be equal")
    #expect(hashable[0].hashValue == hashable[1].hashValue, "相等的待办应该有相同的哈希值 / equal todos should have the same hash")
    #expect(hashable[0] != hashable[2], "id 不同的两个待办不应相等 / two todos with different ids should not be equal")
    #expect(Set(hashable).count == 2, "放进 Set 后，副本应合并、不同的待办应保留 / in a Set, copies should collapse and different todos stay apart")
  }

  @Test("Todo 遵循 Sendable / Todo is Sendable")
  func todoIsSendable() {
    #expect(
      Code1Probe.isSendable(Todo.self),
      "Todo 没有遵循 Sendable：值要能安全地跨并发域传递 / Todo does not conform to Sendable: values must cross concurrency domains safely"
    )
  }

  /// Judges the initializers only: a property that is missing or of another type is the other checks' to judge, so
  /// it is not read here. 只判断初始化方法：缺少或类型不对的属性由其他检查判断，这里不读它。
  @Test("Todo(title:) 默认未完成且每次都有新的 id；init(id:title:isDone:) 使用给定的值 / Todo(title:) starts not done with a fresh id; init(id:title:isDone:) uses what it is given")
  func todoInitializers() {
    let first: Todo? = Todo(title: "买牛奶 / Buy milk")
    let second: Todo? = Todo(title: "买牛奶 / Buy milk")
    if let first, let second {
      if let title = Code1Probe.title(of: first) {
        #expect(title == "买牛奶 / Buy milk", "Todo(title: \"买牛奶 / Buy milk\") 的 title 是 \"\(title)\" / Todo(title: \"买牛奶 / Buy milk\") has the title \"\(title)\"")
      }
      if let isDone = Code1Probe.isDone(of: first) {
        #expect(isDone == false, "Todo(title:) 新建的待办 isDone 是 true，默认应为 false / a todo made with Todo(title:) had isDone true; it should default to false")
      }
      let ids = [first, second].map { Code1Probe.uuid(of: $0) }
      if ids[0] != nil {
        #expect(ids[0] != ids[1], "两次调用 Todo(title:) 得到了相同的 id，每次都应生成新的 UUID / two calls of Todo(title:) gave the same id; each should make a fresh UUID")
      }
    } else {
      Testing.Issue.record("测试调用 Todo(title:) 时没有找到这个初始化方法：id 和 isDone 需要默认值 / the tests called Todo(title:) and found no such initializer: id and isDone need default values")
    }

    let id = UUID()
    let full: Todo? = Todo(id: id, title: "写测试 / Write tests", isDone: true)
    if let full {
      if Code1Probe.identity(Todo.self) == .uuid {
        #expect(Code1Probe.uuid(of: full) == id, "init(id:title:isDone:) 得到的 id 不是传入的那个 / init(id:title:isDone:) gave an id other than the one passed in")
      }
      if let title = Code1Probe.title(of: full) {
        #expect(title == "写测试 / Write tests", "init(id:title:isDone:) 得到的 title 是 \"\(title)\"，不是传入的 / init(id:title:isDone:) gave the title \"\(title)\", not the one passed in")
      }
      if let isDone = Code1Probe.isDone(of: full) {
        #expect(isDone == true, "init(id:title:isDone: true) 得到的 isDone 是 false / init(id:title:isDone: true) gave isDone false")
      }
    } else {
      Testing.Issue.record("测试调用 Todo(id:title:isDone:)（id 是 UUID）时没有找到这个初始化方法 / the tests called Todo(id:title:isDone:) with a UUID id and found no such initializer")
    }
  }

  @Test("Todo 是值类型，标题和完成状态可以修改 / Todo is a value type whose title and status can change")
  func todoIsValueType() throws {
    let original = try #require(makeTodo(title: "原标题 / Original"), "无法创建 Todo / cannot create a Todo")
    #expect(
      Swift.Mirror(reflecting: original).displayStyle == .struct,
      "Todo 不是结构体（struct），而是 \(Swift.Mirror(reflecting: original).displayStyle.map { "\($0)" } ?? "?") / Todo is not a struct but a \(Swift.Mirror(reflecting: original).displayStyle.map { "\($0)" } ?? "?")"
    )
    guard let title = (\Todo.title as AnyKeyPath) as? WritableKeyPath<Todo, String>,
      let isDone = (\Todo.isDone as AnyKeyPath) as? WritableKeyPath<Todo, Bool>
    else {
      Testing.Issue.record("title（String）和 isDone（Bool）应该可以修改（用 var 声明）/ title (a String) and isDone (a Bool) should be changeable (declared with var)")
      return
    }
    var copy = original
    copy[keyPath: title] = "新标题 / Changed"
    copy[keyPath: isDone] = true
    let originalTitle = original[keyPath: title]
    #expect(originalTitle == "原标题 / Original", "复制一个待办、修改副本的 title 之后，原值的 title 变成了 \"\(originalTitle)\" / after copying a todo and changing the copy's title, the original's title was \"\(originalTitle)\"")
    #expect(original[keyPath: isDone] == false, "复制一个待办、修改副本的 isDone 之后，原值的 isDone 也变了 / after copying a todo and changing the copy's isDone, the original's isDone had changed too")
    #expect(copy[keyPath: title] == "新标题 / Changed", "给副本的 title 赋新值后读回的不是新值 / after assigning a new title to the copy, reading it back did not give the new title")
  }

  @Test("TodoRepository 继承 Sendable / TodoRepository refines Sendable")
  func repositoryRefinesSendable() {
    #expect(
      Code1Probe.isSendable((any TodoRepository).self),
      "TodoRepository 应继承 Sendable，这样实现才能安全地跨并发域传递 / TodoRepository should refine Sendable so implementations can cross concurrency domains safely"
    )
  }

  @Test("TodoRepository 的方法都是 async throws / TodoRepository's methods are all async throws")
  func repositoryMethodsAreAsyncThrows() async {
    let declared = await declaredRequirements()
    let effects = Code1Probe.requirementEffects(Code1ProbeRepository())
    let judged = effects.filter { declared.contains($0.key) }
    guard !judged.isEmpty else {
      Testing.Issue.record("TodoRepository 一个方法都没有声明 / TodoRepository declares none of the methods")
      return
    }
    for (name, effect) in judged.sorted(by: { $0.key < $1.key }) where effect != Code1Probe.Effects(isAsync: true, throws: true) {
      Testing.Issue.record("\(name) 是 \(effect.spelled)，应为 async throws / \(name) is \(effect.spelled); it should be async throws")
    }
  }

  @Test("TodoRepository 声明读取、添加、删除三个方法 / TodoRepository declares fetch, add and delete")
  func repositoryDeclaresThreeMethods() async {
    let declared = await declaredRequirements()
    for name in ["fetchTodos()", "add(_:)", "delete(_:)"] where !declared.contains(name) {
      Testing.Issue.record("TodoRepository 没有声明 \(name) / TodoRepository does not declare \(name)")
    }
  }

  /// The methods the protocol declares, found by calling each through `any TodoRepository`: 通过 `any TodoRepository` 逐个调用，找出协议声明了哪些方法。
  ///
  /// A call reaches the test's repository only through a requirement; without one it lands in a fallback that throws.
  /// 只有协议声明了该方法，调用才会到达测试的仓库；否则会落到抛错的后备实现。
  private func declaredRequirements() async -> Set<String> {
    let repository: any TodoRepository = Code1ProbeRepository()
    var declared: Set<String> = []
    let todo = makeTodo(title: "通过协议调用 / Called through the protocol")
    do {
      _ = try await repository.fetchTodos()
      declared.insert("fetchTodos()")
    } catch {}
    if let todo {
      do {
        try await repository.add(todo)
        declared.insert("add(_:)")
      } catch {}
      do {
        try await repository.delete(todo)
        declared.insert("delete(_:)")
      } catch {}
    }
    return declared
  }

  /// A todo made with whichever initializer the student's `Todo` has: 用学生的 `Todo` 现有的初始化方法创建待办。
  private func makeTodo(title: String) -> Todo? {
    let short: Todo? = Todo(title: title)
    return short ?? Todo(id: UUID(), title: title, isDone: false)
  }
}
