import Foundation

/// What happened when a student's own tests ran once, against the subject or one of its faulty versions.
package struct StudentTestsRun: Sendable, Equatable {
  /// The student's test functions that ran, by display name (`Suite/test()`), in a stable order.
  package var tests: [String]
  /// Tests that recorded an issue, with its first line.
  package var failures: [String: String]
  /// How the process ended when it did not simply finish: a crash or a time-out, for the message.
  var abnormalEnd: String?

  /// Whether every test ran and passed.
  var allPassed: Bool { !tests.isEmpty && failures.isEmpty && abnormalEnd == nil }
  /// Whether the run noticed something wrong: a test failed, or the process crashed or hung.
  var noticedAProblem: Bool { !failures.isEmpty || abnormalEnd != nil }
}

/// Runs the tests a student wrote (a test-writing exercise) against one version of the subject at a time.
///
/// The tests are one program (`StudentTestsLinker`) that loads the subject from a library next to itself. Before each
/// run the program and the version's library are laid at the same paths, with the same dates, and the program runs with
/// the same arguments, environment and scratch folder name, as a test process of its own in the grader's sandbox, under
/// the grader's time limit: nothing but behaviour differs.
struct StudentTestsRunner: Sendable {
  /// The student's tests, linked.
  var program: String
  /// The file name the program loads the subject from, and each version's library.
  var libraryName: String
  var libraries: [SubjectVariant: String]
  var sandbox: TestSandbox
  package var runsPath: String
  package var timeout: Duration
  /// Arguments every run starts with (Swift Testing's entry point, as SwiftPM calls it).
  var leadingArguments = ["--testing-library", "swift-testing"]

  /// Why a run was stopped.
  private enum Stop: Sendable {
    case timeout, output
  }

  /// Runs every test of `target` against `variant` of the subject.
  package func run(target: String, variant: SubjectVariant) -> StudentTestsRun {
    // One label for every version: the paths a test can see must not name the version.
    let label = target + "-tests"
    let eventFile = "\(runsPath)/\(label).events.jsonl"
    try? FileManager.default.removeItem(atPath: eventFile)
    let filter = "^" + NSRegularExpression.escapedPattern(for: target) + "\\."
    let user = sandbox.user(slot: 0)
    let scratch: String
    var process: ChildProcess
    do {
      guard let library = libraries[variant] else { throw KitError.kit("no \(variant) version of the subject") }
      let placed = try sandbox.placeProgram(program, as: label, library: (library, libraryName))
      let command = TestCommand(executable: placed, arguments: leadingArguments)
      scratch = try sandbox.makeScratch(label, user: user)
      process = try sandbox.process(
        command, arguments: command.arguments(filters: [filter], eventFile: eventFile), scratch: scratch, user: user,
        seconds: ExerciseTestRunner.seconds(timeout))
    } catch {
      return StudentTestsRun(tests: [], failures: [:], abnormalEnd: "\(error)")
    }
    if let user { ChildRegistry.addUser(user) }
    defer {
      sandbox.cleanUp(scratch: scratch, user: user)
      if let user { ChildRegistry.removeUser(user) }
    }
    var reader = EventStreamReader()
    let limits = sandbox.limits
    let captured: CapturedRun<Stop>
    do {
      captured = try process.capture(outputLimit: limits.keptOutputBytes) { elapsed, fresh, outputBytes in
        if let bytes = fresh[TestCommand.eventDescriptor] { reader.feed(bytes) }
        if elapsed > timeout { return .timeout }
        return outputBytes > limits.outputBytes ? .output : nil
      }
    } catch {
      return StudentTestsRun(tests: [], failures: [:], abnormalEnd: "\(error)")
    }
    reader.finish()
    let log = reader.log
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
    switch (captured.stop, captured.outcome.termination) {
    case (.timeout?, _), (_, .timedOut): abnormalEnd = "still running after the time limit"
    case (.output?, _): abnormalEnd = "printed more than \(limits.outputBytes / 1_048_576) MB"
    case (nil, .exited): abnormalEnd = nil
    case (nil, .signalled(let signal)):
      abnormalEnd = "crashed (signal \(signal) \(SignalName.of(signal, on: sandbox.platform)))"
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
