import Foundation
import GradingSupport
import Testing

// `@testable` lets the lesson's style, without `public`, compile here too.
// 使用 `@testable`，这样按课文写法（不加 `public`）的代码也能被测试读取。
@testable import DITodoModel

/// Grades code 1, one requirement per check: each conformance of `TodoCategory`, its initializers, its value semantics, and the
/// protocol's `Sendable`, effects and methods. Missing conformances or effects do not stop this suite from compiling.
/// 每项检查对应一个要求：`TodoCategory` 的每个遵循关系、初始化方法、值语义，以及协议的 `Sendable`、效果和方法。
/// 缺少遵循关系或 async/throws 不会让这套测试编译失败。
@Suite("编程题 1：待办分类模型与仓库协议 / Code 1: the category model and its repository protocol")
struct Code1TodoModel {
  @Test("TodoCategory 遵循 Identifiable，id 是 UUID / TodoCategory is Identifiable by a UUID")
  func categoryIsIdentifiableByUUID() {
    switch Code1Probe.identity(TodoCategory.self) {
    case .uuid:
      #expect(
        !Code1Probe.idIsWritable,
        "TodoCategory 的 id 可以在创建后修改（用 var 声明），应用 let 声明 / TodoCategory's id can be changed after creation (it is declared with var); declare it with let"
      )
    case .other(let type):
      Testing.Issue.record("TodoCategory 遵循了 Identifiable，但 id 的类型是 \(type)，应为 UUID / TodoCategory is Identifiable, but its id is a \(type); it should be a UUID")
    case .none:
      Testing.Issue.record("TodoCategory 没有遵循 Identifiable / TodoCategory does not conform to Identifiable")
    }
  }

  @Test("TodoCategory 遵循 Hashable：字段相同则相等，id 不同则不等 / TodoCategory is Hashable: same fields are equal, different ids are not")
  func categoryIsHashable() throws {
    guard Code1Probe.isHashable(TodoCategory.self) else {
      Testing.Issue.record("TodoCategory 没有遵循 Hashable（列表和 Set 需要它）/ TodoCategory does not conform to Hashable (lists and sets need it)")
      return
    }
    let first = try #require(makeCategory(name: "同一件事 / Same thing"), "无法创建 TodoCategory / cannot create a TodoCategory")
    let copy = first
    let other = try #require(makeCategory(name: "同一件事 / Same thing"), "无法创建 TodoCategory / cannot create a TodoCategory")
    let hashable: [AnyHashable] = [first, copy, other].compactMap { ($0 as Any) as? any Hashable }.map { AnyHashable($0) }
    try #require(hashable.count == 3, "TodoCategory 的值无法当作 Hashable 使用 / TodoCategory values cannot be used as Hashable")
    #expect(hashable[0] == hashable[1], "同一个分类和它的副本应该相等 / a category and its copy should be equal")
    #expect(hashable[0].hashValue == hashable[1].hashValue, "相等的分类应该有相同的哈希值 / equal categories should have the same hash")
    #expect(hashable[0] != hashable[2], "id 不同的两个分类不应相等 / two categories with different ids should not be equal")
    #expect(Set(hashable).count == 2, "放进 Set 后，副本应合并、不同的分类应保留 / in a Set, copies should collapse and different categories stay apart")
  }

  @Test("TodoCategory 遵循 Sendable / TodoCategory is Sendable")
  func categoryIsSendable() {
    #expect(
      Code1Probe.isSendable(TodoCategory.self),
      "TodoCategory 没有遵循 Sendable：值要能安全地跨并发域传递 / TodoCategory does not conform to Sendable: values must cross concurrency domains safely"
    )
  }

  /// Judges the initializers only: a property that is missing or of another type is the other checks' to judge, so
  /// it is not read here. 只判断初始化方法：缺少或类型不对的属性由其他检查判断，这里不读它。
  @Test("TodoCategory(name:) 默认未归档且每次都有新的 id；init(id:name:isArchived:) 使用给定的值 / TodoCategory(name:) starts not archived with a fresh id; init(id:name:isArchived:) uses what it is given")
  func categoryInitializers() {
    let first: TodoCategory? = TodoCategory(name: "工作 / Work")
    let second: TodoCategory? = TodoCategory(name: "工作 / Work")
    if let first, let second {
      if let name = Code1Probe.name(of: first) {
        #expect(name == "工作 / Work", "TodoCategory(name: \"工作 / Work\") 的 name 是 \"\(name)\" / TodoCategory(name: \"工作 / Work\") has the name \"\(name)\"")
      }
      if let isArchived = Code1Probe.isArchived(of: first) {
        #expect(isArchived == false, "TodoCategory(name:) 新建的分类 isArchived 是 true，默认应为 false / a category made with TodoCategory(name:) had isArchived true; it should default to false")
      }
      let ids = [first, second].map { Code1Probe.uuid(of: $0) }
      if ids[0] != nil {
        #expect(ids[0] != ids[1], "两次调用 TodoCategory(name:) 得到了相同的 id，每次都应生成新的 UUID / two calls of TodoCategory(name:) gave the same id; each should make a fresh UUID")
      }
    } else {
      Testing.Issue.record("测试调用 TodoCategory(name:) 时没有找到这个初始化方法：id 和 isArchived 需要默认值 / the tests called TodoCategory(name:) and found no such initializer: id and isArchived need default values")
    }

    let id = UUID()
    let full: TodoCategory? = TodoCategory(id: id, name: "家里 / Home", isArchived: true)
    if let full {
      if Code1Probe.identity(TodoCategory.self) == .uuid {
        #expect(Code1Probe.uuid(of: full) == id, "init(id:name:isArchived:) 得到的 id 不是传入的那个 / init(id:name:isArchived:) gave an id other than the one passed in")
      }
      if let name = Code1Probe.name(of: full) {
        #expect(name == "家里 / Home", "init(id:name:isArchived:) 得到的 name 是 \"\(name)\"，不是传入的 / init(id:name:isArchived:) gave the name \"\(name)\", not the one passed in")
      }
      if let isArchived = Code1Probe.isArchived(of: full) {
        #expect(isArchived == true, "init(id:name:isArchived: true) 得到的 isArchived 是 false / init(id:name:isArchived: true) gave isArchived false")
      }
    } else {
      Testing.Issue.record("测试调用 TodoCategory(id:name:isArchived:)（id 是 UUID）时没有找到这个初始化方法 / the tests called TodoCategory(id:name:isArchived:) with a UUID id and found no such initializer")
    }
  }

  @Test("TodoCategory 是值类型，名称和归档状态可以修改 / TodoCategory is a value type whose name and archiving can change")
  func categoryIsValueType() throws {
    let original = try #require(makeCategory(name: "原名称 / Original"), "无法创建 TodoCategory / cannot create a TodoCategory")
    #expect(
      Swift.Mirror(reflecting: original).displayStyle == .struct,
      "TodoCategory 不是结构体（struct），而是 \(Swift.Mirror(reflecting: original).displayStyle.map { "\($0)" } ?? "?") / TodoCategory is not a struct but a \(Swift.Mirror(reflecting: original).displayStyle.map { "\($0)" } ?? "?")"
    )
    guard let name = (\TodoCategory.name as AnyKeyPath) as? WritableKeyPath<TodoCategory, String>,
      let isArchived = (\TodoCategory.isArchived as AnyKeyPath) as? WritableKeyPath<TodoCategory, Bool>
    else {
      Testing.Issue.record("name（String）和 isArchived（Bool）应该可以修改（用 var 声明）/ name (a String) and isArchived (a Bool) should be changeable (declared with var)")
      return
    }
    var copy = original
    copy[keyPath: name] = "新名称 / Renamed"
    copy[keyPath: isArchived] = true
    let originalName = original[keyPath: name]
    #expect(originalName == "原名称 / Original", "复制一个分类、修改副本的 name 之后，原值的 name 变成了 \"\(originalName)\" / after copying a category and changing the copy's name, the original's name was \"\(originalName)\"")
    #expect(original[keyPath: isArchived] == false, "复制一个分类、修改副本的 isArchived 之后，原值的 isArchived 也变了 / after copying a category and changing the copy's isArchived, the original's isArchived had changed too")
    #expect(copy[keyPath: name] == "新名称 / Renamed", "给副本的 name 赋新值后读回的不是新值 / after assigning a new name to the copy, reading it back did not give the new name")
  }

  @Test("TodoCategoryRepository 继承 Sendable / TodoCategoryRepository refines Sendable")
  func repositoryRefinesSendable() {
    #expect(
      Code1Probe.isSendable((any TodoCategoryRepository).self),
      "TodoCategoryRepository 应继承 Sendable，这样实现才能安全地跨并发域传递 / TodoCategoryRepository should refine Sendable so implementations can cross concurrency domains safely"
    )
  }

  @Test("TodoCategoryRepository 的方法都是 async throws / TodoCategoryRepository's methods are all async throws")
  func repositoryMethodsAreAsyncThrows() {
    let declared = Code1Probe.declarations
    guard !declared.isEmpty else {
      Testing.Issue.record("TodoCategoryRepository 一个方法都没有声明 / TodoCategoryRepository declares none of the methods")
      return
    }
    for (name, declaration) in declared.sorted(by: { $0.key < $1.key })
    where declaration.effects != Code1Probe.Effects(isAsync: true, throws: true) {
      Testing.Issue.record("\(name) 是 \(declaration.effects.spelled)，应为 async throws / \(name) is \(declaration.effects.spelled); it should be async throws")
    }
  }

  @Test("TodoCategoryRepository 声明读取、保存、删除三个方法 / TodoCategoryRepository declares fetch, save and delete")
  func repositoryDeclaresThreeMethods() {
    let declared = Code1Probe.declarations
    let expected: [(name: String, parameter: Any.Type?, result: Any.Type, spelled: String)] = [
      ("fetchCategories()", nil, [TodoCategory].self, "fetchCategories() -> [TodoCategory]"),
      ("save(_:)", TodoCategory.self, Void.self, "save(_ category: TodoCategory)"),
      ("delete(id:)", UUID.self, Void.self, "delete(id: UUID)"),
    ]
    for method in expected {
      guard let declaration = declared[method.name] else {
        Testing.Issue.record("TodoCategoryRepository 没有声明名字和参数标签恰好是 \(method.name) 的方法 / TodoCategoryRepository declares no method with exactly the name and argument labels \(method.name)")
        continue
      }
      if let parameter = method.parameter, declaration.parameter.map({ $0 != parameter }) ?? true {
        let found = declaration.parameter.map { String(describing: $0) } ?? "?"
        Testing.Issue.record("\(method.name) 的参数类型是 \(found)，应为 \(method.spelled) / \(method.name) takes a \(found); it should be \(method.spelled)")
      }
      if declaration.result != method.result {
        let found = String(describing: declaration.result)
        Testing.Issue.record("\(method.name) 返回 \(found)，应为 \(method.spelled) / \(method.name) returns \(found); it should be \(method.spelled)")
      }
    }
  }

  /// A category made with whichever initializer the student's `TodoCategory` has: 用学生的 `TodoCategory` 现有的初始化方法创建分类。
  private func makeCategory(name: String) -> TodoCategory? {
    let short: TodoCategory? = TodoCategory(name: name)
    return short ?? TodoCategory(id: UUID(), name: name, isArchived: false)
  }
}
