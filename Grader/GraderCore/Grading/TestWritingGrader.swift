/// Grades a test-writing question: the student's tests must pass on the subject and catch its faulty versions.
struct TestWritingGrader: Sendable {
  /// The check that the student's tests pass against the reference subject.
  static let referenceCheck = "passesOnReference"

  /// The name of the check that a fault is caught.
  static func checkName(_ fault: Fault) -> String { "catches." + fault.id }

  /// The question's checks, by name: the reference run, then one per faulty version.
  static func checkNames(for question: Question) -> [String] {
    [referenceCheck] + (question.faults ?? []).map(checkName)
  }

  var runner: StudentTestsRunner

  /// The question's checks: the reference run first, then one per fault.
  func checks(for question: Question, target: String) -> [CheckResult] {
    let reference = runner.run(target: target, fault: nil)
    let faults = question.faults ?? []
    guard reference.allPassed else {
      let why: String
      if reference.tests.isEmpty {
        why = "还没有测试：请在测试文件里写 @Test 函数 / there are no tests yet: write @Test functions in your test file"
      } else if let end = reference.abnormalEnd, reference.failures.isEmpty {
        why = "你的测试在正确的实现上没有正常结束（\(end)）/ your tests did not finish against the correct implementation (\(end))"
      } else {
        let failing = reference.failures.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        why = "你的测试在正确的实现上也失败了，请先修好它们 / your tests fail against the correct implementation; fix them first:\n"
          + failing.prefix(5).joined(separator: "\n")
      }
      return [CheckResult(name: Self.referenceCheck, status: .failed, message: why)]
        + faults.map {
          CheckResult(
            name: Self.checkName($0), status: .failed,
            message: "没有运行：测试要先在正确的实现上全部通过 / not run: your tests must first pass against the correct implementation")
        }
    }
    return [CheckResult(name: Self.referenceCheck, status: .passed)] + faults.map { fault in
      let run = runner.run(target: target, fault: fault.id)
      if run.noticedAProblem { return CheckResult(name: Self.checkName(fault), status: .passed) }
      return CheckResult(
        name: Self.checkName(fault), status: .failed,
        message: "你的测试没有发现：\(fault.description.zh) / your tests did not notice when \(fault.description.en)")
    }
  }
}
