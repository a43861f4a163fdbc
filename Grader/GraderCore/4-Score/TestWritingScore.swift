/// How a test-writing question's checks turn into its score.
enum TestWritingScore {
  /// Nothing unless the student's tests pass against the reference subject (the first check); then the share of
  /// faulty versions they catch (the other checks). With no faulty versions (the student edition), nothing.
  package static func fraction(of checks: [CheckResult]) -> Double {
    guard let reference = checks.first, reference.status.isPassed else { return 0 }
    let faults = checks.dropFirst()
    guard !faults.isEmpty else { return 0 }
    return Double(faults.filter(\.status.isPassed).count) / Double(faults.count)
  }
}
