// Alternative: flatMap is map followed by join (the inner reader runs with the same environment); apply goes through a local.
public struct Reader<E, A> {
  /// The function this reader runs once it is applied: 应用时执行的函数。
  public let run: (E) -> A

  /// Wraps `run`; nothing runs yet: 包装一个函数；此时什么都不执行。
  public init(_ run: @escaping (E) -> A) {
    self.run = run
  }

  public func apply(_ environment: E) -> A {
    let result = run(environment)
    return result
  }

  public func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B> {
    Reader<E, B> { transform(self.run($0)) }
  }

  /// flatMap = map, then join (run the inner reader with the same environment).
  public func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B> {
    let nested: Reader<E, Reader<E, B>> = map(transform)
    return Reader<E, B> { environment in nested.run(environment).run(environment) }
  }
}
