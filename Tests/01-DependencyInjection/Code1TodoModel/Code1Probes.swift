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

  /// How the protocol declares one requirement, read from its type through `any TodoCategoryRepository`: 从类型读出协议怎样声明一个方法。
  ///
  /// Each overload takes a closure that only names the method (it is never called), so nothing conforms to the
  /// student's protocol and an extra or misspelled requirement cannot stop the suite from compiling. When the protocol
  /// lacks the method, the name reaches the fallback below, whose result is `Code1Missing`, and the answer is `nil`.
  /// 每个重载接收一个只写出方法名、从不调用的闭包：测试里没有任何类型遵循学生的协议，所以协议多声明或写错一个方法都不会让测试编译失败。
  /// 协议没有这个方法时，名字落到下面的后备方法上（结果类型是 `Code1Missing`），答案为 `nil`。
  static func declaration<A>(_: (any TodoCategoryRepository) -> () -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: false, throws: false), parameter: nil, result: A.self)
  }
  static func declaration<A>(_: (any TodoCategoryRepository) -> () throws -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: false, throws: true), parameter: nil, result: A.self)
  }
  static func declaration<A>(_: (any TodoCategoryRepository) -> () async -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: true, throws: false), parameter: nil, result: A.self)
  }
  static func declaration<A>(_: (any TodoCategoryRepository) -> () async throws -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: true, throws: true), parameter: nil, result: A.self)
  }
  static func declaration(_: (any TodoCategoryRepository) -> () async throws -> Code1Missing) -> Declaration? { nil }

  static func declaration<P, A>(_: (any TodoCategoryRepository) -> (P) -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: false, throws: false), parameter: P.self, result: A.self)
  }
  static func declaration<P, A>(_: (any TodoCategoryRepository) -> (P) throws -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: false, throws: true), parameter: P.self, result: A.self)
  }
  static func declaration<P, A>(_: (any TodoCategoryRepository) -> (P) async -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: true, throws: false), parameter: P.self, result: A.self)
  }
  static func declaration<P, A>(_: (any TodoCategoryRepository) -> (P) async throws -> A) -> Declaration? {
    Declaration(effects: Effects(isAsync: true, throws: true), parameter: P.self, result: A.self)
  }
  static func declaration<P>(_: (any TodoCategoryRepository) -> (P) async throws -> Code1Missing) -> Declaration? { nil }

  /// One declared requirement: its effects, its parameter's type (if it takes one) and its result's type.
  /// 协议声明的一个方法：它的效果、参数类型（如果有参数）和结果类型。
  struct Declaration {
    var effects: Effects
    var parameter: Any.Type?
    var result: Any.Type
  }

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

  /// How the protocol declares its three methods, by name; a method it lacks is left out: 协议怎样声明三个方法；缺少的不列出。
  static var declarations: [String: Declaration] {
    let found: [String: Declaration?] = [
      "fetchCategories()": declaration { repository in repository.fetchCategories },
      "save(_:)": declaration { repository in repository.save(_:) },
      "delete(id:)": declaration { repository in repository.delete(id:) },
    ]
    return found.compactMapValues { $0 }
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

/// Fallbacks the compiler uses only when the student's protocol lacks a method, so the suite still compiles; their
/// result, `Code1Missing`, tells `Code1Probe.declaration` that the method is missing. They are never called.
/// 只有学生的协议缺少某个方法时编译器才会用到的后备方法，这样测试仍能编译；结果类型 `Code1Missing` 告诉
/// `Code1Probe.declaration` 这个方法不存在。它们从不被调用。
extension TodoCategoryRepository {
  @_disfavoredOverload
  func fetchCategories() async throws -> Code1Missing { Code1Missing() }

  @_disfavoredOverload
  func save(_ category: TodoCategory) async throws -> Code1Missing { Code1Missing() }

  @_disfavoredOverload
  func delete(id: UUID) async throws -> Code1Missing { Code1Missing() }
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
