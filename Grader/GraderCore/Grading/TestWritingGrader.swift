/// A version of a test-writing exercise's subject: the reference, or one faulty version.
package enum SubjectVariant: Hashable, Sendable, CustomStringConvertible {
  case reference
  case fault(String)

  package var description: String {
    switch self {
    case .reference: "reference"
    case .fault(let id): id
    }
  }
}

/// Grades a test-writing question: the student's tests must pass on the subject and catch its faulty versions.
///
/// Every version of the subject is a build of its own, run in the same sandbox with the same path, arguments and
/// environment, so the student's tests can tell them apart only by behaviour. The versions run in a random order, and
/// the reference runs once more after every fault: tests that do not pass on the reference both times get nothing.
struct TestWritingGrader: Sendable {
  /// The check that the student's tests pass against the reference subject.
  static let referenceCheck = "passesOnReference"

  /// The name of the check that a fault is caught.
  static func checkName(_ fault: Fault) -> String { "catches." + fault.id }

  /// The question's checks, by name: the reference run, then one per faulty version.
  static func checkNames(for question: Question) -> [String] {
    [referenceCheck] + (question.faults ?? []).map(checkName)
  }

  /// Runs the student's tests once against a version of the subject.
  var run: @Sendable (SubjectVariant) -> StudentTestsRun

  /// The question's checks: the reference first, then one per fault, whatever order the versions ran in.
  func checks(for question: Question) -> [CheckResult] {
    var generator = SystemRandomNumberGenerator()
    let faults = question.faults ?? []
    let order = Self.order(faults: faults.map(\.id), using: &generator)
    var references: [StudentTestsRun] = []
    var caught: [String: StudentTestsRun] = [:]
    for variant in order {
      let result = run(variant)
      switch variant {
      case .reference:
        references.append(result)
        // Tests that fail on the reference earn nothing: the rest need not run.
        if !result.allPassed { return Self.verdict(faults: faults, references: references, faultRuns: [:]) }
      case .fault(let id):
        caught[id] = result
      }
    }
    return Self.verdict(faults: faults, references: references, faultRuns: caught)
  }

  /// The order in which the versions run: the reference and every fault shuffled, then the reference again.
  static func order<Generator: RandomNumberGenerator>(faults: [String], using generator: inout Generator) -> [SubjectVariant] {
    ([.reference] + faults.map(SubjectVariant.fault)).shuffled(using: &generator) + [.reference]
  }

  /// The checks from what the runs gave: the reference check passes only when every reference run passed with the same
  /// tests; then each fault is caught when its run noticed a problem.
  static func verdict(
    faults: [Fault], references: [StudentTestsRun], faultRuns: [String: StudentTestsRun]
  ) -> [CheckResult] {
    if let problem = referenceProblem(references) {
      return [CheckResult(name: referenceCheck, status: .failed, message: problem)]
        + faults.map {
          CheckResult(
            name: checkName($0), status: .failed,
            message: "没有计分：测试要先在正确的实现上全部通过 / not counted: your tests must first pass against the correct implementation")
        }
    }
    return [CheckResult(name: referenceCheck, status: .passed)] + faults.map { fault in
      if faultRuns[fault.id]?.noticedAProblem == true { return CheckResult(name: checkName(fault), status: .passed) }
      return CheckResult(
        name: checkName(fault), status: .failed,
        message: "你的测试没有发现：\(fault.description.zh) / your tests did not notice when \(fault.description.en)")
    }
  }

  /// Why the reference runs do not count, or `nil` when every one passed with the same tests.
  static func referenceProblem(_ runs: [StudentTestsRun]) -> String? {
    guard let first = runs.first else {
      return "你的测试没有在正确的实现上运行 / your tests did not run against the correct implementation"
    }
    if runs.allSatisfy({ $0.allPassed && $0.tests == first.tests }) { return nil }
    let passing = runs.filter(\.allPassed)
    if !passing.isEmpty || runs.contains(where: { $0.tests != first.tests }) {
      // Some run passed and another did not, or the tests that ran changed: the result depends on something else.
      let failing = runs.first { !$0.allPassed }.map(failureLines) ?? []
      return "你的测试在正确的实现上两次运行的结果不一样（测试不能依赖运行顺序、时间或上一次运行留下的东西）/ your tests did "
        + "not give the same result twice on the correct implementation (tests must not depend on order, time, or "
        + "anything an earlier run left behind)" + (failing.isEmpty ? "" : ":\n" + failing.joined(separator: "\n"))
    }
    let failed = runs.first { !$0.allPassed } ?? first
    if failed.tests.isEmpty {
      if let end = failed.abnormalEnd {
        return "你的测试在正确的实现上没有正常结束（\(end)）/ your tests did not finish against the correct implementation (\(end))"
      }
      return "还没有测试：请在测试文件里写 @Test 函数 / there are no tests yet: write @Test functions in your test file"
    }
    if let end = failed.abnormalEnd, failed.failures.isEmpty {
      return "你的测试在正确的实现上没有正常结束（\(end)）/ your tests did not finish against the correct implementation (\(end))"
    }
    return "你的测试在正确的实现上也失败了，请先修好它们 / your tests fail against the correct implementation; fix them first:\n"
      + failureLines(failed).joined(separator: "\n")
  }

  /// The first failing tests of `run`, one line each.
  private static func failureLines(_ run: StudentTestsRun) -> [String] {
    let lines = run.failures.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    if lines.isEmpty, let end = run.abnormalEnd { return [end] }
    return Array(lines.prefix(5))
  }
}
