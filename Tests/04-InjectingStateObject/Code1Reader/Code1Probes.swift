// `@testable` lets methods written without `public` compile here too.
// 使用 `@testable`，这样没有写 `public` 的方法也能被测试读取。
@testable import SOReader

/// Fallbacks the compiler uses only when the student's `Reader` lacks a method, so the suite still compiles and a
/// missing method costs only its own checks. They return `nil`: they never compute anything.
///
/// 只有学生的 `Reader` 缺少某个方法时编译器才会用到的后备实现：这样测试仍能编译，缺一个方法只丢它自己的检查。
/// 它们返回 `nil`，从不计算任何东西。
extension Reader {
  @_disfavoredOverload
  func apply(_ environment: E) -> A? { nil }

  @_disfavoredOverload
  func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B>? { nil }

  @_disfavoredOverload
  func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B>? { nil }
}

/// Calls the student's methods where they exist; `nil` means the method is missing (the fallback answered).
///
/// 调用学生写的方法；返回 `nil` 表示没有这个方法（后备实现作答）。
enum Code1Probe {
  static func apply<E, A>(_ reader: Reader<E, A>, _ environment: E) -> A? {
    reader.apply(environment)
  }

  static func map<E, A, B>(_ reader: Reader<E, A>, _ transform: @escaping (A) -> B) -> Reader<E, B>? {
    reader.map(transform)
  }

  static func flatMap<E, A, B>(_ reader: Reader<E, A>, _ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B>? {
    reader.flatMap(transform)
  }

  /// What a missing method's check says: 缺少方法时检查给出的说明。
  static func missing(_ signature: String) -> String {
    "Reader 没有方法 \(signature)（测试调用它时落到了测试自己的后备实现上）；应按初始代码注释里的签名写出它 / Reader has no method \(signature) (the test's call landed on the suite's own fallback); expected it with the signature the starting code's comment gives"
  }
}
