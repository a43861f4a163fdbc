import Testing
import VaultCore

/// The composition that so.code1 asks students to write, kept out of the example (and so out of the student edition):
/// the kit's tests need it to check the laws and the prediction's key.
extension Reader {
  func map<B>(_ transform: @escaping (A) -> B) -> Reader<E, B> {
    Reader<E, B> { environment in transform(self.run(environment)) }
  }

  func flatMap<B>(_ transform: @escaping (A) -> Reader<E, B>) -> Reader<E, B> {
    Reader<E, B> { environment in transform(self.run(environment)).run(environment) }
  }
}

/// An environment that logs every key read from it, as in the lesson's prediction question.
final class ReadLog {
  private(set) var reads: [String] = []

  /// Logs `key` and returns its length.
  func read(_ key: String) -> Int {
    reads.append(key)
    return key.count
  }
}

/// The worked example's `Reader`: results, laws and laziness.
@Suite("示例 Reader / The example's Reader")
struct ReaderTests {
  @Test("pure、map、flatMap 和 ask 的结果 / results of pure, map, flatMap and ask")
  func results() {
    let length = Reader<String, Int> { $0.count }
    #expect(length.apply("four") == 4)
    #expect(length.map { $0 * 10 }.apply("ab") == 20)
    #expect(Reader<String, Int>.pure(9).apply("ignored") == 9)
    #expect(Reader<String, String>.ask.apply("env") == "env")
    #expect(length.flatMap { count in Reader { "\($0)#\(count)" } }.apply("xyz") == "xyz#3")
  }

  @Test("函子与单子定律 / functor and monad laws")
  func laws() {
    let reader = Reader<Int, Int> { $0 * 3 }
    let next: (Int) -> Reader<Int, String> = { value in Reader { "\($0 + value)" } }
    let more: (String) -> Reader<Int, Int> = { text in Reader { text.count + $0 } }
    for environment in [-2, 0, 5] {
      #expect(reader.map { $0 }.apply(environment) == reader.apply(environment))
      #expect(reader.map { $0 + 1 }.map { $0 * 2 }.apply(environment) == reader.map { ($0 + 1) * 2 }.apply(environment))
      #expect(Reader<Int, Int>.pure(4).flatMap(next).apply(environment) == next(4).apply(environment))
      #expect(reader.flatMap { .pure($0) }.apply(environment) == reader.apply(environment))
      #expect(
        reader.flatMap(next).flatMap(more).apply(environment)
          == reader.flatMap { next($0).flatMap(more) }.apply(environment)
      )
    }
  }

  /// The snippet of `so.predict1`, run for real, so the manifest's key is proven rather than asserted.
  @Test("预测题的答案与真实运行一致 / the prediction's key matches a real run")
  func predictionKey() {
    let log = ReadLog()
    let reader = Reader<ReadLog, Int> { $0.read("id") }
      .map { $0 * 10 }
      .flatMap { tens in Reader { $0.read("name") + tens } }
    let readsBeforeApply = log.reads.count
    let first = reader.apply(log)
    let second = reader.apply(log)

    #expect(readsBeforeApply == 0)
    #expect(first == 24 && second == 24)
    #expect(log.reads == ["id", "name", "id", "name"])
  }
}
