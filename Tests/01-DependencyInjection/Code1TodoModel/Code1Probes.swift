import Foundation
import Testing

// `@testable` lets the lesson's style, without `public`, compile here too.
// 使用 `@testable`，这样按课文写法（不加 `public`）的代码也能被测试读取。
@testable import DITodoModel

/// Questions about the student's types that compile whatever the answer is, so one missing conformance costs one check.
///
/// 关于学生类型的提问：无论答案如何都能编译，缺一个遵循关系只丢一项检查。
/// Each question is a pair of overloads; the compiler picks the more constrained one only when the type qualifies.
/// 每个提问是一对重载：类型满足约束时，编译器才会选中约束更多的那个。
enum Code1Probe {
  /// Whether `T` is `Sendable`: 判断 `T` 是否满足 `Sendable`。
  static func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
  static func isSendable<T>(_: T.Type) -> Bool { false }

  /// Whether `T` is `Hashable`: 判断 `T` 是否满足 `Hashable`。
  static func isHashable<T: Hashable>(_: T.Type) -> Bool { true }
  static func isHashable<T>(_: T.Type) -> Bool { false }

  /// How `T` is identified: by a UUID, by something else, or not `Identifiable` at all: `T` 用什么作标识。
  static func identity<T: Identifiable>(_: T.Type) -> Identity where T.ID == UUID { .uuid }
  static func identity<T: Identifiable>(_: T.Type) -> Identity { .other(String(describing: T.ID.self)) }
  static func identity<T>(_: T.Type) -> Identity { .none }

  /// The answers `identity(_:)` gives: `identity(_:)` 的几种结果。
  enum Identity: Equatable {
    case uuid
    case other(String)
    case none
  }

  /// The effects of a protocol requirement, read from its type: 从类型读出协议要求的效果（async、throws）。
  static func effects<A>(_: () -> A) -> Effects { Effects(isAsync: false, throws: false) }
  static func effects<A>(_: () throws -> A) -> Effects { Effects(isAsync: false, throws: true) }
  static func effects<A>(_: () async -> A) -> Effects { Effects(isAsync: true, throws: false) }
  static func effects<A>(_: () async throws -> A) -> Effects { Effects(isAsync: true, throws: true) }
  static func effects<P, A>(_: (P) -> A) -> Effects { Effects(isAsync: false, throws: false) }
  static func effects<P, A>(_: (P) throws -> A) -> Effects { Effects(isAsync: false, throws: true) }
  static func effects<P, A>(_: (P) async -> A) -> Effects { Effects(isAsync: true, throws: false) }
  static func effects<P, A>(_: (P) async throws -> A) -> Effects { Effects(isAsync: true, throws: true) }

  /// Whether a function is `async`, and whether it `throws`: 函数是否 `async`、是否 `throws`。
  struct Effects: Equatable {
    var isAsync: Bool
    var `throws`: Bool

    /// How the student would write these effects: 学生会怎样写这些效果。
    var spelled: String {
      switch (isAsync, `throws`) {
      case (true, true): "async throws"
      case (true, false): "async"
      case (false, true): "throws"
      case (false, false): "neither async nor throws / 既不是 async 也不是 throws"
      }
    }
  }

  /// The effects of the protocol's three requirements, as `R` sees them: 以 `R` 的视角读出协议三个方法的效果。
  static func requirementEffects<R: TodoCategoryRepository>(_ repository: R) -> [String: Effects] {
    [
      "fetchCategories()": effects(repository.fetchCategories),
      "save(_:)": effects(repository.save),
      "delete(id:)": effects(repository.delete(id:)),
    ]
  }

  /// The UUID a category is identified by, when its `id` is a UUID: 分类的 `id` 是 UUID 时返回它。
  static func uuid(of category: TodoCategory) -> UUID? {
    category[keyPath: \TodoCategory.id as AnyKeyPath] as? UUID
  }

  /// The category's name, when it has a `name` that is a String: 分类有 String 类型的 `name` 时返回它。
  static func name(of category: TodoCategory) -> String? {
    category[keyPath: \TodoCategory.name as AnyKeyPath] as? String
  }

  /// The category's `isArchived`, when it has one that is a Bool: 分类有 Bool 类型的 `isArchived` 时返回它。
  static func isArchived(of category: TodoCategory) -> Bool? {
    category[keyPath: \TodoCategory.isArchived as AnyKeyPath] as? Bool
  }

  /// Whether `id` can be changed after the category exists (declared with `var`): `id` 是否能在创建后修改（用 var 声明）。
  static var idIsWritable: Bool {
    (\TodoCategory.id as AnyKeyPath) is WritableKeyPath<TodoCategory, UUID>
  }
}

/// What the fallback properties below hold: a value no student type has. 下面后备属性的类型：学生的类型不会有这种值。
struct Code1Missing {}

/// Raised by the fallbacks below: the protocol does not declare the method the test called.
/// 由下面的后备方法抛出：协议里没有声明测试调用的方法。
struct Code1MissingRequirement: Swift.Error, CustomStringConvertible {
  var name: String
  var description: String { "TodoCategoryRepository 没有声明 \(name) / TodoCategoryRepository does not declare \(name)" }
}

/// Fallbacks the compiler uses only when the student's protocol lacks a method, so the suite still compiles.
/// 只有学生的协议缺少某个方法时编译器才会用到的后备实现，这样测试仍能编译。
extension TodoCategoryRepository {
  @_disfavoredOverload
  func fetchCategories() async throws -> [TodoCategory] { throw Code1MissingRequirement(name: "fetchCategories()") }

  @_disfavoredOverload
  func save(_ category: TodoCategory) async throws { throw Code1MissingRequirement(name: "save(_:)") }

  @_disfavoredOverload
  func delete(id: UUID) async throws { throw Code1MissingRequirement(name: "delete(id:)") }
}

/// Fallback initializers and properties the compiler uses only when the student's `TodoCategory` lacks them: the initializers
/// return `nil`, the properties a `Code1Missing`, so a missing member costs only the checks that ask for it.
/// 只有学生的 `TodoCategory` 缺少这些初始化方法或属性时才会用到的后备实现：初始化方法返回 `nil`，属性返回 `Code1Missing`，
/// 所以缺一个成员只丢要求它的那几项检查。
protocol Code1InitializerFallbacks {}

extension Code1InitializerFallbacks {
  @_disfavoredOverload
  var id: Code1Missing { Code1Missing() }

  @_disfavoredOverload
  var name: Code1Missing { Code1Missing() }

  @_disfavoredOverload
  var isArchived: Code1Missing { Code1Missing() }

  @_disfavoredOverload
  init?(name: String) { return nil }

  @_disfavoredOverload
  init?(id: UUID, name: String, isArchived: Bool) { return nil }
}

extension TodoCategory: Code1InitializerFallbacks {}

/// A repository defined by the test; its plain (neither async nor throwing) methods satisfy any effects the protocol asks for.
/// 测试自定义的仓库；它的方法既不 async 也不 throws，因此协议无论要求哪种效果它都能满足。
final class Code1ProbeRepository: TodoCategoryRepository, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [TodoCategory] = []

  func fetchCategories() -> [TodoCategory] {
    lock.withLock { stored }
  }

  func save(_ category: TodoCategory) {
    lock.withLock { stored.append(category) }
  }

  func delete(id: UUID) {
    lock.withLock { stored.removeAll { Code1Probe.uuid(of: $0) == id } }
  }
}
