import RecipeAPI

// `@testable` lets the lesson's style, without `public`, compile here too.
// 使用 `@testable`，这样不加 `public` 的写法也能被测试读取。
@testable import PVSearchClient

/// Questions about the student's protocol that compile whatever the answer is, so one slip costs one check.
///
/// 关于学生协议的提问：无论答案如何都能编译，错一处只丢一项检查。
/// Each question is a pair of overloads; the compiler picks the more constrained one only when the type qualifies.
/// 每个提问是一对重载：类型满足约束时，编译器才会选中约束更多的那个。
enum Code1Probe {
  /// Whether `T` is `Sendable`: 判断 `T` 是否满足 `Sendable`。
  static func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
  static func isSendable<T>(_: T.Type) -> Bool { false }

  /// The effects of a one-parameter function, read from its type: 从函数类型读出它的效果（async、throws）。
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

  /// The effects of the protocol's requirement, as a conforming type `C` sees it: 以遵循类型 `C` 的视角读出要求的效果。
  ///
  /// It is `async` so that the compiler judges the reference as the checks' calls are judged, in an async context.
  static func requirementEffects<C: RecipeSearchClient>(_: C.Type) async -> Effects {
    effects(C.searchRecipes(matching:))
  }
}

/// Raised by the fallback below: the protocol declares no static `searchRecipes(matching:)`.
/// 由下面的后备方法抛出：协议里没有声明 static 的 `searchRecipes(matching:)`。
struct Code1MissingRequirement: Swift.Error, CustomStringConvertible {
  var description: String {
    "RecipeSearchClient 没有声明 static func searchRecipes(matching:) / RecipeSearchClient declares no static func searchRecipes(matching:)"
  }
}

/// A fallback the compiler uses only when the protocol lacks the static requirement, so the suite still compiles.
///
/// It is not `async`: in an async context the compiler prefers an `async` overload, which would pick this fallback over
/// a requirement declared without `async`.
/// 只有协议缺少这个 static 要求时编译器才会用到的后备实现，这样测试仍能编译。它不是 `async` 的：在异步上下文里编译器
/// 优先选 `async` 的重载，否则声明时漏了 `async` 的要求会输给这个后备实现。
extension RecipeSearchClient {
  @_disfavoredOverload
  static func searchRecipes(matching query: String) throws -> [Recipe] {
    throw Code1MissingRequirement()
  }
}

/// Why a client type the exercise asks for could not be used: 题目要求的客户端类型为什么无法使用。
enum Code1Lookup {
  /// The student's client type `name`, or a bilingual sentence saying what was found instead.
  static func client(named name: String) -> Swift.Result<any RecipeSearchClient.Type, Code1LookupFailure> {
    guard let type = StudentType.named(name, in: "PVSearchClient") else {
      return .failure(Code1LookupFailure(
        description: "在 PVSearchClient 模块里按名字没有找到顶层类型 \(name)（按名字只能找到 public 或 internal 的类型，找不到 private 或 fileprivate 的） / found no top-level type \(name) in the module PVSearchClient by name (a lookup by name finds public and internal types, not private or fileprivate ones)"
      ))
    }
    guard let client = type as? any RecipeSearchClient.Type else {
      return .failure(Code1LookupFailure(
        description: "找到了 \(name)，但它没有遵循 RecipeSearchClient / found \(name), but it does not conform to RecipeSearchClient"
      ))
    }
    return .success(client)
  }
}

/// A lookup that found no usable client type: 没有找到可用的客户端类型。
struct Code1LookupFailure: Swift.Error, CustomStringConvertible {
  var description: String
}
