import GradingSupport
import Testing

@testable import SOReader

/// Grades code 1, one requirement per check: `apply`, `map` (functor laws), `flatMap` (monad laws), and, for `map` and
/// for `flatMap` on its own, that the reader it returns runs each step exactly once per run.
///
/// 每项检查对应一个要求：`apply`、`map`（函子定律）、`flatMap`（单子定律），以及 `map` 和 `flatMap` 各自返回的 Reader
/// 每次运行时每一步正好运行一次。方法都通过 `Code1Probe` 调用：缺一个方法只丢它自己的检查。检查用 `run` 运行组合出来的 Reader，
/// 所以 `map`、`flatMap` 的检查不依赖 `apply`。
/// Methods are reached through `Code1Probe`, so a missing one costs only its own checks; composed readers are run with
/// `run`, so the checks of `map` and `flatMap` do not depend on `apply`.
@Suite("编程题 1：Reader / Code 1: Reader")
struct Code1Reader {
  @Test("apply(_:) 用给定的环境运行函数 / apply(_:) runs the function with the environment given")
  func applyRunsWithTheEnvironment() {
    let describe = Reader<SampleConfig, String> { "\($0.label)=\($0.base)" }
    for config in SampleConfig.samples {
      guard let result = Code1Probe.apply(describe, config) else {
        Testing.Issue.record(Testing.Comment(rawValue: Code1Probe.missing("apply(_ environment: E) -> A")))
        return
      }
      #expect(
        result == "\(config.label)=\(config.base)",
        "Reader { \"\\($0.label)=\\($0.base)\" }.apply(\(config)) 返回 \(String(reflecting: result))，应为 \"\(config.label)=\(config.base)\" / Reader { \"\\($0.label)=\\($0.base)\" }.apply(\(config)) returned \(String(reflecting: result)); expected \"\(config.label)=\(config.base)\""
      )
    }
    let environment = RecordingEnvironment(value: 4)
    let reader = Reader<RecordingEnvironment, Int> { $0.read() * 10 }
    let first = Code1Probe.apply(reader, environment)
    environment.value = 6
    let second = Code1Probe.apply(reader, environment)
    #expect(
      first == 40 && second == 60,
      "环境的值是 4 时 apply 返回 \(String(describing: first))，改成 6 后再 apply 返回 \(String(describing: second))；应为 40 和 60 / apply returned \(String(describing: first)) while the environment's value was 4 and \(String(describing: second)) after it became 6; expected 40 and 60"
    )
    #expect(
      environment.reads == 2,
      "apply 了两次，环境被读取了 \(environment.reads) 次；应为 2 次 / after two applications the environment had been read \(environment.reads) times; expected 2"
    )
  }

  @Test("map 满足函子定律 / map obeys the functor laws")
  func mapObeysFunctorLaws() {
    let reader = Reader<SampleConfig, Int> { $0.base * 2 + 1 }
    let addThree: (Int) -> Int = { $0 + 3 }
    let shout: (Int) -> String = { "\($0)!" }
    guard let added = Code1Probe.map(reader, addThree), let same = Code1Probe.map(reader, { $0 }),
      let composed = Code1Probe.map(reader, { shout(addThree($0)) }),
      let twice = Code1Probe.map(reader, addThree).flatMap({ Code1Probe.map($0, shout) })
    else {
      Testing.Issue.record(Testing.Comment(rawValue: Code1Probe.missing("map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B>")))
      return
    }
    for config in SampleConfig.samples {
      let original = reader.run(config)
      #expect(
        added.run(config) == addThree(original),
        "r.map { $0 + 3 } 在 \(config) 上运行得到 \(added.run(config))；r 得到 \(original)，应为 \(addThree(original)) / r.map { $0 + 3 } run on \(config) gave \(added.run(config)); r gives \(original), so expected \(addThree(original))"
      )
      #expect(
        same.run(config) == original,
        "恒等律：r.map { $0 } 在 \(config) 上运行得到 \(same.run(config))，r 得到 \(original)；应相同 / identity law: r.map { $0 } run on \(config) gave \(same.run(config)) and r gave \(original); expected the same"
      )
      #expect(
        twice.run(config) == composed.run(config),
        "复合律：r.map(f).map(g) 在 \(config) 上得到 \(String(reflecting: twice.run(config)))，r.map { g(f($0)) } 得到 \(String(reflecting: composed.run(config)))；应相同 / composition law: r.map(f).map(g) on \(config) gave \(String(reflecting: twice.run(config))) and r.map { g(f($0)) } gave \(String(reflecting: composed.run(config))); expected the same"
      )
    }
  }

  @Test("flatMap 满足单子定律，并把同一个环境交给下一个 Reader / flatMap obeys the monad laws and hands the same environment on")
  func flatMapObeysMonadLaws() {
    let reader = Reader<SampleConfig, Int> { $0.base + 1 }
    let next: (Int) -> Reader<SampleConfig, String> = { value in Reader { "\($0.label):\(value)" } }
    let scale: (String) -> Reader<SampleConfig, Int> = { text in Reader { text.count * ($0.base + 2) } }
    let pure: (Int) -> Reader<SampleConfig, Int> = { value in Reader { _ in value } }
    guard let chained = Code1Probe.flatMap(reader, next), let leftIdentity = Code1Probe.flatMap(pure(5), next),
      let rightIdentity = Code1Probe.flatMap(reader, pure),
      let leftGrouped = Code1Probe.flatMap(chained, scale),
      let rightGrouped = Code1Probe.flatMap(reader, { value in Code1Probe.flatMap(next(value), scale) ?? Reader { _ in -1 } })
    else {
      Testing.Issue.record(Testing.Comment(rawValue: Code1Probe.missing("flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B>")))
      return
    }
    for config in SampleConfig.samples {
      let expected = "\(config.label):\(config.base + 1)"
      #expect(
        chained.run(config) == expected,
        "r.flatMap(next) 在 \(config) 上运行得到 \(String(reflecting: chained.run(config)))，应为 \(String(reflecting: expected))（next 用 r 的结果和同一个环境）/ r.flatMap(next) run on \(config) gave \(String(reflecting: chained.run(config))); expected \(String(reflecting: expected)) (next uses r's result and the same environment)"
      )
      #expect(
        leftIdentity.run(config) == next(5).run(config),
        "左单位律：pure(5).flatMap(f) 在 \(config) 上得到 \(String(reflecting: leftIdentity.run(config)))，f(5) 得到 \(String(reflecting: next(5).run(config)))；应相同 / left identity: pure(5).flatMap(f) on \(config) gave \(String(reflecting: leftIdentity.run(config))) and f(5) gave \(String(reflecting: next(5).run(config))); expected the same"
      )
      #expect(
        rightIdentity.run(config) == reader.run(config),
        "右单位律：r.flatMap(pure) 在 \(config) 上得到 \(rightIdentity.run(config))，r 得到 \(reader.run(config))；应相同 / right identity: r.flatMap(pure) on \(config) gave \(rightIdentity.run(config)) and r gave \(reader.run(config)); expected the same"
      )
      #expect(
        leftGrouped.run(config) == rightGrouped.run(config),
        "结合律：r.flatMap(f).flatMap(g) 在 \(config) 上得到 \(leftGrouped.run(config))，r.flatMap { f($0).flatMap(g) } 得到 \(rightGrouped.run(config))；应相同 / associativity: r.flatMap(f).flatMap(g) on \(config) gave \(leftGrouped.run(config)) and r.flatMap { f($0).flatMap(g) } gave \(rightGrouped.run(config)); expected the same"
      )
    }
  }

  @Test("map 返回的 Reader 每次运行时每一步正好运行一次 / the reader map returns runs each step exactly once per run")
  func mapRunsEachStepOnce() {
    let base = Reader<RecordingEnvironment, Int> { $0.read() }
    let mapCalls = CallCounter()
    guard let mapped = Code1Probe.map(base, { value -> Int in
      mapCalls.tick()
      return value * 2
    }) else {
      Testing.Issue.record(Testing.Comment(rawValue: Code1Probe.missing("map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B>")))
      return
    }
    #expect(mapCalls.count == 0, "调用 map 时就运行了 transform \(mapCalls.count) 次；在运行 Reader 之前应为 0 次 / calling map ran transform \(mapCalls.count) times; expected 0 before the reader runs")
    let environment = RecordingEnvironment(value: 3)
    for run in 1...2 {
      _ = mapped.run(environment)
      #expect(
        environment.reads == run && mapCalls.count == run,
        "r.map(f) 运行了 \(run) 次后，环境被读取 \(environment.reads) 次、f 被调用 \(mapCalls.count) 次；应各为 \(run) 次 / after r.map(f) ran \(run) times, the environment had been read \(environment.reads) times and f called \(mapCalls.count) times; expected \(run) each"
      )
    }
  }

  @Test("flatMap 返回的 Reader 每次运行时每一步正好运行一次 / the reader flatMap returns runs each step exactly once per run")
  func flatMapRunsEachStepOnce() {
    let base = Reader<RecordingEnvironment, Int> { $0.read() }
    let flatMapCalls = CallCounter()
    guard let chained = Code1Probe.flatMap(base, { value -> Reader<RecordingEnvironment, Int> in
      flatMapCalls.tick()
      return Reader { $0.read() + value }
    }) else {
      Testing.Issue.record(Testing.Comment(rawValue: Code1Probe.missing("flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B>")))
      return
    }
    #expect(flatMapCalls.count == 0, "调用 flatMap 时就运行了 transform \(flatMapCalls.count) 次；在运行 Reader 之前应为 0 次 / calling flatMap ran transform \(flatMapCalls.count) times; expected 0 before the reader runs")
    let environment = RecordingEnvironment(value: 3)
    for run in 1...2 {
      _ = chained.run(environment)
      #expect(
        environment.reads == 2 * run && flatMapCalls.count == run,
        "r.flatMap(f) 运行了 \(run) 次后，环境被读取 \(environment.reads) 次、f 被调用 \(flatMapCalls.count) 次；应为 \(2 * run) 次和 \(run) 次（每次运行：r 和 f 返回的 Reader 各读一次）/ after r.flatMap(f) ran \(run) times, the environment had been read \(environment.reads) times and f called \(flatMapCalls.count) times; expected \(2 * run) and \(run) (each run: one read by r, one by the reader f returns)"
      )
    }
  }
}
