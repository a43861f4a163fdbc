/// A computation that needs an environment `E` to produce an `A`: 需要环境 `E` 才能算出 `A` 的一段计算。
///
/// A reader only holds a function. Nothing runs, and the environment is not touched, until someone calls
/// `apply(_:)`; building a reader is free of side effects.
/// Reader 只保存一个函数：在调用 `apply(_:)` 之前什么都不会执行，也不会读取环境；创建它没有副作用。
public struct Reader<E, A> {
  /// The function this reader runs when it is applied: 应用时执行的函数。
  public let run: (E) -> A

  /// Wraps `run`, which will receive the environment once the reader is applied: 包装一个函数，应用时把环境交给它。
  public init(_ run: @escaping (E) -> A) {
    self.run = run
  }

  /// A reader that ignores its environment and always produces `value` (the monad's "return"): 忽略环境、总是给出 `value`。
  public static func pure(_ value: A) -> Reader {
    Reader { _ in value }
  }

  /// Runs the computation with `environment`, the moment the dependency is injected: 用 `environment` 运行，即注入依赖的时刻。
  public func apply(_ environment: E) -> A {
    run(environment)
  }

  // `map` and `flatMap`, which compose readers, are what code 1 (so.code1) asks you to write; this example needs
  // neither. 组合 Reader 的 `map` 和 `flatMap` 是编程题 1（so.code1）要你写的；这个示例用不到它们。
}

extension Reader where A == E {
  /// A reader whose result is the environment itself: 结果就是环境本身的 Reader。
  public static var ask: Reader<E, E> {
    Reader { $0 }
  }
}
