import Foundation

/// What happened when a student's own tests ran once, against the subject or one of its faulty versions.
struct StudentTestsRun: Sendable, Equatable {
  /// The student's test functions that ran, by display name (`Suite/test()`), in a stable order.
  var tests: [String]
  /// Tests that recorded an issue, with its first line.
  var failures: [String: String]
  /// How the process ended when it did not simply finish: a crash or a time-out, for the message.
  var abnormalEnd: String?

  /// Whether every test ran and passed.
  var allPassed: Bool { !tests.isEmpty && failures.isEmpty && abnormalEnd == nil }
  /// Whether the run noticed something wrong: a test failed, or the process crashed or hung.
  var noticedAProblem: Bool { !failures.isEmpty || abnormalEnd != nil }
}

/// Runs the tests a student wrote (a test-writing exercise) once per variant of the subject.
///
/// The subject's faulty versions are switched on with `KIT_FAULT`; one build serves every variant, and each run is
/// a test process of its own under the grader's time limit.
struct StudentTestsRunner: Sendable {
  var command: TestCommand
  var workingDirectory: String
  var environment: [String: String]
  var runsPath: String
  var timeout: Duration

  /// Runs every test of `target` with the fault `fault` switched on (`nil`: the reference subject).
  func run(target: String, fault: String?) -> StudentTestsRun {
    let base = "\(runsPath)/\(target)-\(fault ?? "reference")"
    let eventsPath = base + ".events.jsonl"
    try? FileManager.default.removeItem(atPath: eventsPath)
    var environment = self.environment
    environment["KIT_FAULT"] = fault
    let filter = "^" + NSRegularExpression.escapedPattern(for: target) + "\\."
    let process = ChildProcess(
      executable: command.executable,
      arguments: command.arguments(filters: [filter], eventStreamPath: eventsPath),
      environment: environment, workingDirectory: workingDirectory, outputPath: base + ".output.txt")
    let outcome: ProcessOutcome
    do {
      outcome = try process.run(timeout: timeout)
    } catch {
      return StudentTestsRun(tests: [], failures: [:], abnormalEnd: "\(error)")
    }
    let log = EventStreamLog(parsing: (try? String(contentsOfFile: eventsPath, encoding: .utf8)) ?? "")
    let ids = log.functionNames.keys.filter { $0.hasPrefix(target + ".") && log.started.contains($0) }.sorted()
    var failures: [String: String] = [:]
    for id in ids {
      let name = Self.displayName(id, target: target)
      let issues = log.issues[id, default: []].filter { !$0.isKnown }
      if let issue = issues.first {
        failures[name] = issue.messages.first ?? "issue recorded"
      } else if !log.ended.contains(id) {
        failures[name] = "did not finish"
      }
    }
    var abnormalEnd: String?
    switch outcome.termination {
    case .exited: abnormalEnd = nil
    case .signalled(let signal): abnormalEnd = "crashed (signal \(signal) \(SignalName.of(signal)))"
    case .timedOut: abnormalEnd = "still running after the time limit"
    }
    return StudentTestsRun(tests: ids.map { Self.displayName($0, target: target) }, failures: failures, abnormalEnd: abnormalEnd)
  }

  /// `Suite/test()` from an ID such as `Target.Suite/test()/File.swift:12:4`.
  static func displayName(_ id: String, target: String) -> String {
    var name = Substring(id.dropFirst(target.count + 1))
    if let file = name.range(of: ")/", options: .backwards) { name = name[..<file.lowerBound] + ")" }
    return String(name)
  }
}
