// BEGIN GENERATED: requirements (swift run grader sync)
// so.code1 的要求（每条单独计分，分数四舍五入到 0.01）/ What so.code1 requires (each scored on its own; points rounded to 0.01):
// 1. apply(_:) 用传入的环境运行 Reader 的函数并返回结果，每次调用都重新运行。（1.6 分）
//    apply(_:) runs the reader's function with the environment it is given and returns the result, running it again on every call. (1.6 pts)
// 2. map(_:) 返回一个 Reader：先运行当前 Reader，再用 transform 变换结果，满足函子定律。（1.6 分）
//    map(_:) returns a reader that runs this one and passes its result through transform, so the functor laws hold. (1.6 pts)
// 3. flatMap(_:) 返回一个 Reader：先运行当前 Reader，再用同一个环境运行 transform 返回的 Reader，满足单子定律。（1.6 分）
//    flatMap(_:) returns a reader that runs this one, then runs the reader transform returns with the same environment, so the monad laws hold. (1.6 pts)
// 4. map 本身什么都不运行；它返回的 Reader 每运行一次，都只读取一次环境、调用一次 transform。（1.6 分）
//    map runs nothing itself; every run of the reader it returns reads the environment once and calls transform once. (1.6 pts)
// 5. flatMap 本身什么都不运行；它返回的 Reader 每运行一次，都把当前 Reader 运行一次、调用一次 transform、把 transform 返回的 Reader 运行一次。（1.6 分）
//    flatMap runs nothing itself; every run of the reader it returns runs this reader once, calls transform once and runs the reader transform returns once. (1.6 pts)
// END GENERATED: requirements

/// A computation that needs an environment `E` to produce an `A`: 需要环境 `E` 才能算出 `A` 的一段计算。
///
/// The reader holds only a function; nothing runs and the environment is not read until `apply(_:)`.
/// Reader 只保存一个函数；在 `apply(_:)` 之前什么都不执行，也不读取环境。
public struct Reader<E, A> {
  /// The function this reader runs once it is applied: 应用时执行的函数。
  public let run: (E) -> A

  /// Wraps `run`; nothing runs yet: 包装一个函数；此时什么都不执行。
  public init(_ run: @escaping (E) -> A) {
    self.run = run
  }

  /// Runs the computation with `environment` and returns its result: 用 `environment` 运行并返回结果。
  public func apply(_ environment: E) -> A {  // SLIP applyRuns: public func applied(_ environment: E) -> A {
    run(environment)
  }

  /// A reader that runs this one, then transforms its result: 先运行自己，再变换结果。
  public func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B> {
    let run = self.run  // SLIP mapRunsOnce: let run: (E) -> A = { environment in _ = self.run(environment); return self.run(environment) }
    // SLIP-BEGIN mapTransforms
    return Reader<E, B> { environment in transform(run(environment)) }
    // SLIP-ELSE
    // var firstResult: B?
    // return Reader<E, B> { environment in
    //   let result = transform(run(environment))
    //   if firstResult == nil { firstResult = result }
    //   return firstResult ?? result
    // }
    // SLIP-END
  }

  /// A reader that runs this one, chooses the next reader from the result, and runs it with the same environment.
  /// 先运行自己，用结果选出下一个 Reader，再用同一个环境运行它。
  public func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B> {
    let run = self.run  // SLIP flatMapRunsOnce: let run: (E) -> A = { environment in _ = self.run(environment); return self.run(environment) }
    // SLIP-BEGIN flatMapChains
    return Reader<E, B> { environment in transform(run(environment)).run(environment) }
    // SLIP-ELSE
    // var firstResult: B?
    // return Reader<E, B> { environment in
    //   let result = transform(run(environment)).run(environment)
    //   if firstResult == nil { firstResult = result }
    //   return firstResult ?? result
    // }
    // SLIP-END
  }
}
