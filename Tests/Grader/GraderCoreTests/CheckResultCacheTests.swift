import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct CheckResultCacheTests {
  let checks = [
    CheckKey(testTarget: "DITodoMockTests", suite: "Code2TodoMock", name: "returnsGivenTodos"),
    CheckKey(testTarget: "DITodoMockTests", suite: "Code2TodoMock", name: "addsAndDeletesById"),
  ]

  private func results(_ second: CheckStatus) -> [CheckKey: CheckResult] {
    [
      checks[0]: CheckResult(name: checks[0].name, status: .passed),
      checks[1]: CheckResult(name: checks[1].name, status: second, message: "删除后仍在 / still there after delete"),
    ]
  }

  @Test func keepsClearVerdictsUnderTheSameInputsOnly() throws {
    var cache = CheckResultCache()
    let key = CheckResultCache.key(fingerprint: "abc-123", checks: checks, timeout: .seconds(10))
    cache.store(results(.failed), for: "DITodoMock", key: key)
    let kept = try #require(cache.results(for: "DITodoMock", key: key, checks: checks))
    #expect(kept == results(.failed))
    // Another fingerprint, time limit or set of checks is another key.
    #expect(cache.results(for: "DITodoMock", key: CheckResultCache.key(fingerprint: "abc-124", checks: checks, timeout: .seconds(10)), checks: checks) == nil)
    #expect(cache.results(for: "DITodoMock", key: CheckResultCache.key(fingerprint: "abc-123", checks: checks, timeout: .seconds(4)), checks: checks) == nil)
    let fewer = Array(checks.prefix(1))
    #expect(cache.results(for: "DITodoMock", key: CheckResultCache.key(fingerprint: "abc-123", checks: fewer, timeout: .seconds(10)), checks: fewer) == nil)
    #expect(cache.results(for: "DIFix1", key: key, checks: checks) == nil)
  }

  @Test(arguments: [CheckStatus.crashed(signal: 4), .timedOut, .missing, .tampered, .notCompiled])
  func neverKeepsWhatCanDependOnTheMachine(status: CheckStatus) {
    var cache = CheckResultCache()
    let key = CheckResultCache.key(fingerprint: "f", checks: checks, timeout: .seconds(10))
    cache.store(results(.passed), for: "DITodoMock", key: key)
    cache.store(results(status), for: "DITodoMock", key: key)
    // The earlier clear results are forgotten too: the exercise runs again next time.
    #expect(cache.results(for: "DITodoMock", key: key, checks: checks) == nil)
  }

  @Test func survivesTheFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("check-results.json").path
    var cache = CheckResultCache()
    let key = CheckResultCache.key(fingerprint: "f", checks: checks, timeout: .seconds(10))
    cache.store(results(.unanswered), for: "DITodoMock", key: key)
    cache.save(to: path)
    #expect(CheckResultCache.load(from: path).results(for: "DITodoMock", key: key, checks: checks) == results(.unanswered))
    #expect(CheckResultCache.load(from: folder.url.appendingPathComponent("none.json").path).entries.isEmpty)
  }
}
