import Foundation

/// Runs one exercise's checks in sandboxed test processes of their own until every check has a result.
///
/// Checks run one at a time, so when the process dies the check that was running is the one to blame; the checks that
/// had not started yet run again in a fresh process, whatever ended the process early, and so do those whose passes
/// no summary confirmed (the process ended before the end of the run). Each check gets `timeout` of its
/// own, measured from the moment it starts; the run as a whole stops at the student's `deadline`. Results come only from
/// the event stream, matched to checks by exact ID, and confirmed by Swift Testing's own summary: a stream that does not
/// have the shape of an honest run makes the whole exercise `tampered`.
package struct ExerciseTestRunner: Sendable {
  package var command: TestCommand
  var sandbox: TestSandbox
  /// Where the event streams of each round are kept, for whoever investigates a result.
  package var runsPath: String
  /// The limit for each check.
  package var timeout: Duration
  /// When the student's whole time budget runs out, and how long it was.
  package var deadline: (instant: ContinuousClock.Instant, budget: Duration)?

  /// What the runner decided about an exercise.
  package struct Outcome: Sendable {
    package var results: [CheckKey: CheckResult] = [:]
    /// Why the exercise's results cannot be trusted, when they cannot.
    var tampering: [String] = []
    /// The launcher could not apply its plan: the machine, not the student, is at fault.
    var sandboxFailure: String?
  }

  /// Why the grader stopped a test process.
  package typealias Stop = RoundEvidence.Stop

  /// Runs `checks` (all from one test target) in `slot` (which picks the sandbox user) and returns a result for each.
  package func run(_ checks: [CheckKey], label: String, slot: Int) -> Outcome {
    var outcome = Outcome()
    var remaining = checks
    var round = 0
    let clock = ContinuousClock()
    while !remaining.isEmpty {
      if let deadline, clock.now >= deadline.instant {
        for check in remaining { outcome.results[check] = RoundDecision(rules: rules).budgetExhausted(check, before: true) }
        break
      }
      round += 1
      let user = sandbox.user(slot: slot)
      let round = runRound(remaining, label: "\(label)-\(round)", user: user)
      if let failure = round.sandboxFailure {
        outcome.sandboxFailure = failure
        return outcome
      }
      if !round.tampering.isEmpty {
        outcome.tampering = round.tampering
        return outcome
      }
      outcome.results.merge(round.results) { _, new in new }
      remaining = round.rerun
    }
    return outcome
  }

  /// One test process and what came of it.
  private struct Round {
    package var results: [CheckKey: CheckResult] = [:]
    /// Checks that had not started when the process ended early: they run again.
    var rerun: [CheckKey] = []
    var tampering: [String] = []
    var sandboxFailure: String?
  }

  private func runRound(_ checks: [CheckKey], label: String, user: UInt32?) -> Round {
    var round = Round()
    let eventFile = "\(runsPath)/\(label).events.jsonl"
    try? FileManager.default.removeItem(atPath: eventFile)
    let scratch: String
    let process: ChildProcess
    let seconds = Int(timeout.components.seconds) * checks.count + 1
    do {
      scratch = try sandbox.makeScratch(label, user: user)
      process = try sandbox.process(
        command, arguments: command.arguments(filters: checks.map(\.filterPattern), eventFile: eventFile),
        scratch: scratch, user: user, seconds: seconds, image: checks.first.flatMap { command.images[$0.testTarget] })
    } catch {
      round.sandboxFailure = "\(error)"
      return round
    }
    if let user { ChildRegistry.addUser(user) }
    defer {
      sandbox.cleanUp(scratch: scratch, user: user)
      if let user { ChildRegistry.removeUser(user) }
    }

    var watch = RoundWatch(
      command: command, limits: sandbox.limits, timeout: timeout, deadline: deadline?.instant, eventFile: eventFile,
      scratch: scratch)
    // What a sandbox user of its own writes in the shared temporary folders counts toward the disk limit; without one,
    // the grading user's other programs' files there would count too.
    watch.shared = user.map { (sandbox.temporaryFolders, $0) }
    let captured: CapturedRun<Stop>
    do {
      captured = try process.capture(outputLimit: sandbox.limits.keptOutputBytes) { elapsed, fresh, outputBytes in
        watch.stop(after: elapsed, fresh: fresh, outputBytes: outputBytes)
      }
    } catch {
      round.sandboxFailure = "\(error)"
      return round
    }
    return judge(checks, watch: watch, captured: captured, eventFile: eventFile)
  }

  /// What a finished round's records, summary and ending decide (`RoundDecision`), after the last of the event file is
  /// read and kept beside the other runs' files.
  private func judge(_ checks: [CheckKey], watch: RoundWatch, captured: CapturedRun<Stop>, eventFile: String) -> Round {
    var round = Round()
    var reader = watch.reader
    var eventFileOffset = watch.eventFileOffset
    if command.channels == .eventFile { reader.feed(Self.newBytes(of: eventFile, from: &eventFileOffset)) }
    reader.finish()
    try? Data(reader.text.utf8).write(to: URL(fileURLWithPath: eventFile))
    let log = reader.log
    let output = ProcessOutputTail.lines(of: captured.outputText)

    if case .exited(SandboxLauncher.failureStatus) = captured.outcome.termination, log.recordCount == 0,
      captured.outputText.contains("grader sandbox:")
    {
      round.sandboxFailure = captured.outputText.trimmingWhitespace
      return round
    }
    let evidence = RoundEvidence(
      checks: checks, log: log, channelBytes: reader.totalBytes,
      summary: command.channels == .descriptors
        ? String(decoding: captured.channels[TestCommand.summaryDescriptor] ?? [], as: UTF8.self) : nil,
      ended: RoundEvidence.Ended(
        stop: captured.stop, termination: captured.outcome.termination, output: output,
        maximumResidentBytes: captured.maximumResidentBytes, outputBytes: captured.output.totalBytes))
    let decided = RoundDecision(rules: rules).decide(evidence)
    round.results = decided.results
    round.rerun = decided.rerun
    round.tampering = decided.tampering
    return round
  }

  /// The limits and clocks a round's results are judged by.
  package var rules: RoundDecision.Rules {
    RoundDecision.Rules(
      limits: sandbox.limits, platform: sandbox.platform,
      limitsMemory: sandbox.platform.limitsHeapSize && sandbox.launcher != nil,
      timeout: timeout, budget: deadline?.budget)
  }

  package static func seconds(_ duration: Duration) -> Int { RoundDecision.seconds(duration) }

  /// The bytes appended to `path` since `offset`.
  static func newBytes(of path: String, from offset: inout UInt64) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd() else { return [] }
    offset += UInt64(data.count)
    return [UInt8](data)
  }
}

/// What the grader watches while a test process runs, and when it stops it: a stream that breaks an honest run's shape
/// or grows past its limit, a check running past its timeout, the student's budget, the output and scratch limits.
private struct RoundWatch {
  let command: TestCommand
  let limits: ResourceLimits
  let timeout: Duration
  let deadline: ContinuousClock.Instant?
  let eventFile: String
  let scratch: String
  /// The shared temporary folders and the user whose new entries there count with the scratch folder.
  var shared: (folders: TemporaryFolderWatch, owner: UInt32)?
  var reader = EventStreamReader()
  var eventFileOffset: UInt64 = 0
  private var lastRunning: String?
  private var stateSince: Duration = .zero
  private var lastSizeCheck: Duration = .zero

  init(
    command: TestCommand, limits: ResourceLimits, timeout: Duration, deadline: ContinuousClock.Instant?,
    eventFile: String, scratch: String
  ) {
    self.command = command
    self.limits = limits
    self.timeout = timeout
    self.deadline = deadline
    self.eventFile = eventFile
    self.scratch = scratch
  }

  /// Reads what the process wrote since the last call, and says why to stop it, if it must stop.
  mutating func stop(after elapsed: Duration, fresh: [Int32: [UInt8]], outputBytes: Int) -> ExerciseTestRunner.Stop? {
    if let bytes = fresh[TestCommand.eventDescriptor] { reader.feed(bytes) }
    if command.channels == .eventFile { reader.feed(ExerciseTestRunner.newBytes(of: eventFile, from: &eventFileOffset)) }
    if !reader.log.anomalies.isEmpty || reader.totalBytes > limits.channelBytes { return .tampered }
    if reader.log.running != lastRunning {
      lastRunning = reader.log.running
      stateSince = elapsed
    }
    if elapsed - stateSince > timeout { return .checkTimeout }
    if let deadline, ContinuousClock.now >= deadline { return .budget }
    if outputBytes > limits.outputBytes { return .outputLimit }
    if elapsed - lastSizeCheck > .milliseconds(500) {
      lastSizeCheck = elapsed
      // The scratch folder and what the test wrote in /tmp, /dev/shm… count together.
      let used = TestSandbox.size(of: scratch, upTo: limits.scratchBytes)
      let outside = used > limits.scratchBytes ? 0 : shared.map { $0.folders.bytes(ownedBy: $0.owner, upTo: limits.scratchBytes - used) } ?? 0
      if used + outside > limits.scratchBytes { return .scratchLimit }
    }
    return nil
  }
}
