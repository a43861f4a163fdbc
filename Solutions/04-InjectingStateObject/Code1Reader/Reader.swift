// BEGIN GENERATED: requirements (swift run grader sync)
// so.code1 的要求（每条单独计分）/ What so.code1 requires (each scored on its own):
// 1. apply(_:) 用传入的环境运行 Reader 的函数并返回结果，每次调用都重新运行。（2 分）
//    apply(_:) runs the reader's function with the environment it is given and returns the result, running it again on every call. (2 pts)
// 2. map(_:) 返回一个 Reader：先运行当前 Reader，再用 transform 变换结果，满足函子定律。（2 分）
//    map(_:) returns a reader that runs this one and passes its result through transform, so the functor laws hold. (2 pts)
// 3. flatMap(_:) 返回一个 Reader：先运行当前 Reader，再用同一个环境运行 transform 返回的 Reader，满足单子定律。（2 分）
//    flatMap(_:) returns a reader that runs this one, then runs the reader transform returns with the same environment, so the monad laws hold. (2 pts)
// 4. map 和 flatMap 本身什么都不运行；它们返回的 Reader 每运行一次，每一步（以及对环境的读取）都正好运行一次。（2 分）
//    map and flatMap run nothing themselves; every run of the reader they return runs each step (and reads the environment) exactly once. (2 pts)
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
  public func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B> {  // SLIP mapTransforms: public func mapped<B>(_ transform: @escaping (A) -> B) -> Reader<E, B> {
    Reader<E, B> { environment in transform(self.run(environment)) }  // SLIP runsEachStepOnce: Reader<E, B> { environment in _ = self.run(environment); return transform(self.run(environment)) }
  }

  /// A reader that runs this one, chooses the next reader from the result, and runs it with the same environment.
  /// 先运行自己，用结果选出下一个 Reader，再用同一个环境运行它。
  public func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B> {  // SLIP flatMapChains: public func flatMapped<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B> {
    Reader<E, B> { environment in transform(self.run(environment)).run(environment) }
  }
}
