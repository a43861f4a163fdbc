import GradingSupport
import SOReader
import Testing

/// Grades code 1: a Reader whose `apply`, `map` and `flatMap` are correct, lawful and lazy.
@Suite("编程题 1：Reader / Code 1: Reader")
struct Code1Reader {
  @Test("apply(_:) 用给定的环境运行函数 / apply(_:) runs the function with the environment given")
  func applyRunsWithTheEnvironment() {
    let typeName = String(reflecting: Reader<Int, Int>.self)
    #expect(
      typeName.hasPrefix("SOReader."),
      "Reader 应该在你自己的文件里实现，而不是借用别的模块 / write Reader in your own file instead of borrowing another module's: \(typeName)"
    )
    let describe = Reader<SampleConfig, String> { "\($0.label)=\($0.base)" }
    for config in SampleConfig.samples {
      #expect(
        describe.apply(config) == "\(config.label)=\(config.base)",
        "apply(_:) 应把传入的环境交给保存的函数并返回它的结果 / apply(_:) should pass the environment to the stored function and return its result"
      )
    }
    let environment = RecordingEnvironment(value: 4)
    let reader = Reader<RecordingEnvironment, Int> { $0.read() * 10 }
    let first = reader.apply(environment)
    environment.value = 6
    let second = reader.apply(environment)
    #expect(first == 40 && second == 60, "每次 apply 都要重新运行，不能缓存上一次的结果 / every apply must run again, not reuse an earlier result")
    #expect(environment.reads == 2, "两次 apply 应该读取环境两次 / two applications should read the environment twice")
  }

  @Test("map 满足函子定律 / map obeys the functor laws")
  func mapObeysFunctorLaws() {
    let reader = Reader<SampleConfig, Int> { $0.base * 2 + 1 }
    let addThree: (Int) -> Int = { $0 + 3 }
    let shout: (Int) -> String = { "\($0)!" }
    for config in SampleConfig.samples {
      let expected = reader.run(config)
      #expect(
        reader.map(addThree).run(config) == addThree(expected),
        "map 应该用 transform 变换原来的结果 / map should transform the original result with transform"
      )
      #expect(
        reader.map { $0 }.run(config) == expected,
        "恒等律：map { $0 } 应该什么都不改变 / identity law: map { $0 } should change nothing"
      )
      #expect(
        reader.map(addThree).map(shout).run(config) == reader.map { shout(addThree($0)) }.run(config),
        "复合律：先后两次 map 应该等于 map 一次复合函数 / composition law: two maps in a row should equal one map of the composed function"
      )
    }
  }

  @Test("flatMap 满足单子定律，并把同一个环境交给下一个 Reader / flatMap obeys the monad laws and hands the same environment on")
  func flatMapObeysMonadLaws() {
    let reader = Reader<SampleConfig, Int> { $0.base + 1 }
    let next: (Int) -> Reader<SampleConfig, String> = { value in Reader { "\($0.label):\(value)" } }
    let scale: (String) -> Reader<SampleConfig, Int> = { text in Reader { text.count * ($0.base + 2) } }
    let pure: (Int) -> Reader<SampleConfig, Int> = { value in Reader { _ in value } }
    for config in SampleConfig.samples {
      #expect(
        reader.flatMap(next).run(config) == "\(config.label):\(config.base + 1)",
        "flatMap 应把结果交给 transform，再用同一个环境运行它返回的 Reader / flatMap should pass the result to transform and run the reader it returns with the same environment"
      )
      #expect(
        pure(5).flatMap(next).run(config) == next(5).run(config),
        "左单位律：pure(a).flatMap(f) 应等于 f(a) / left identity: pure(a).flatMap(f) should equal f(a)"
      )
      #expect(
        reader.flatMap(pure).run(config) == reader.run(config),
        "右单位律：m.flatMap(pure) 应等于 m / right identity: m.flatMap(pure) should equal m"
      )
      #expect(
        reader.flatMap(next).flatMap(scale).run(config)
          == reader.flatMap { next($0).flatMap(scale) }.run(config),
        "结合律：(m.flatMap(f)).flatMap(g) 应等于 m.flatMap { f($0).flatMap(g) } / associativity: (m.flatMap(f)).flatMap(g) should equal m.flatMap { f($0).flatMap(g) }"
      )
    }
  }

  @Test("只有 apply 时才读取环境 / the environment is read only when the reader is applied")
  func environmentIsReadOnlyWhenApplied() {
    let environment = RecordingEnvironment(value: 3)
    let calls = CallCounter()
    let reader = Reader<RecordingEnvironment, Int> { $0.read() }
      .map { value -> Int in
        calls.tick()
        return value * 2
      }
      .flatMap { doubled -> Reader<RecordingEnvironment, Int> in
        calls.tick()
        return Reader { $0.read() + doubled }
      }
    #expect(
      environment.reads == 0 && calls.count == 0,
      "构造 Reader、调用 map 和 flatMap 时不应运行任何东西 / building the reader with map and flatMap should run nothing yet"
    )

    let first = reader.apply(environment)
    #expect(first == 9, "apply 的结果不对 / apply returned the wrong result")
    #expect(
      environment.reads == 2,
      "一次 apply 应该正好读取两次环境（每个 Reader 一次），而不是 \(environment.reads) 次 / one apply should read the environment exactly twice (once per reader), not \(environment.reads) times"
    )
    #expect(calls.count == 2, "一次 apply 应该正好调用每个 transform 一次 / one apply should call each transform exactly once")

    environment.value = 5
    let second = reader.apply(environment)
    #expect(second == 15, "再次 apply 应该读到新的环境值 / applying again should see the environment's new value")
    #expect(
      environment.reads == 4 && calls.count == 4,
      "第二次 apply 应该再完整运行一次 / the second apply should run everything again"
    )
  }
}
