// 编程题 1：写一个 Reader
// Code 1: write a Reader
//
// Reader<E, A> 保存一个函数 (E) -> A：它描述“拿到环境 E 之后怎样算出 A”，但在 apply 之前什么都不做。
// A Reader<E, A> holds a function (E) -> A: it describes how to compute an A once it is given an environment E,
// and does nothing at all until it is applied.
//
// TODO: 在下面的结构体里加上这三个方法（签名照抄，函数体自己写）：
//
//     public func apply(_ environment: E) -> A
//     public func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B>
//     public func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B>
//
//   - `apply(_:)`：用传入的环境运行这个 Reader，返回结果；每次调用都要真正运行一次；
//   - `map(_:)`：返回一个新的 Reader：它先运行当前 Reader，再用 transform 变换结果；
//   - `flatMap(_:)`：返回一个新的 Reader：它先运行当前 Reader，把结果交给 transform 得到下一个 Reader，
//     再用“同一个”环境运行那个 Reader。
//   构造 Reader、调用 map 或 flatMap 时都不能读取环境，也不能运行任何传进来的函数：一切都等到 apply 时才发生。
//   结果要满足函子定律和单子定律（见 README 第 3 节）。
//   保留 `Reader<E, A>` 这个名字和两个类型参数、存储属性 `run` 和 `init(_:)`：检查用它们创建和运行 Reader。
//   每个方法单独计分：还没写的方法只让它自己的检查失败。
// TODO: add these three methods to the struct below (copy the signatures, write the bodies yourself):
//
//     public func apply(_ environment: E) -> A
//     public func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B>
//     public func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B>
//
//   - `apply(_:)`: run this reader with the environment given and return the result; every call runs it again;
//   - `map(_:)`: return a new reader that runs this one, then transforms its result with `transform`;
//   - `flatMap(_:)`: return a new reader that runs this one, passes the result to `transform` to get the next
//     reader, and runs that reader with the *same* environment.
//   Creating a reader, `map` and `flatMap` must neither read the environment nor call any function they were
//   given: everything waits until `apply`. The results must obey the functor and monad laws (README, section 3).
//   Keep the name `Reader<E, A>` with its two type parameters, the stored property `run` and `init(_:)`: the checks
//   build and run readers with them. Each method is scored on its own: one not written yet fails only its own checks.
//
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
//
// 检查 / Check:  swift run grader --question so.code1

/// A computation that needs an environment `E` to produce an `A`: 需要环境 `E` 才能算出 `A` 的一段计算。
public struct Reader<E, A> {
  /// The function this reader runs once it is applied: 应用时执行的函数。
  public let run: (E) -> A

  /// Wraps `run`; nothing runs yet: 包装一个函数；此时什么都不执行。
  public init(_ run: @escaping (E) -> A) {
    self.run = run
  }

  // TODO: apply(_:), map(_:), flatMap(_:)
}
