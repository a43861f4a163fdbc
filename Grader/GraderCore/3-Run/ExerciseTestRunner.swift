import Foundation

/// Runs one exercise's checks in sandboxed test processes of their own until every check has a result.
///
/// Checks run one at a time, so when the process dies the check that was running is the one to blame; the checks that
/// had not started yet run again in a fresh process, whatever ended the process early, and so do those whose passes
/// no summary confirmed (the process ended before the end of the run). Each check gets `timeout` of its
/// own, measured from the moment it starts; the run as a whole stops at the student's `deadline`. Results come only from
/// the event stream, matched to checks by exact ID, and confirmed by Swift Testing's own summary: a stream that does not
/// have the shape of an honest run makes the whole exercise `tampered`.
struct ExerciseTestRunner: Sendable {
  var command: TestCommand
  var sandbox: TestSandbox
  /// Where the event streams of each round are kept, for whoever investigates a result.
  var runsPath: String
  /// The limit for each check.
  var timeout: Duration
  /// When the student's whole time budget runs out, and how long it was.
  var deadline: (instant: ContinuousClock.Instant, budget: Duration)?

  /// What the runner decided about an exercise.
  struct Outcome: Sendable {
    var results: [CheckKey: CheckResult] = [:]
    /// Why the exercise's results cannot be trusted, when they cannot.
    var tampering: [String] = []
    /// The launcher could not apply its plan: the machine, not the student, is at fault.
    var sandboxFailure: String?
  }

  /// Why the grader stopped a test process.
  enum Stop: Sendable, Equatable {
    case checkTimeout
    case budget
    case outputLimit
    case scratchLimit
    case tampered
  }

  /// Runs `checks` (all from one test target) in `slot` (which picks the sandbox user) and returns a result for each.
  func run(_ checks: [CheckKey], label: String, slot: Int) -> Outcome {
    var outcome = Outcome()
    var remaining = checks
    var round = 0
    let clock = ContinuousClock()
    while !remaining.isEmpty {
      if let deadline, clock.now >= deadline.instant {
        for check in remaining { outcome.results[check] = budgetExhausted(check, before: true) }
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
    var results: [CheckKey: CheckResult] = [:]
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
        scratch: scratch, user: user, seconds: seconds)
    } catch {
      round.sandboxFailure = "\(error)"
      return round
    }
    if let user { ChildRegistry.addUser(user) }
    defer {
      sandbox.cleanUp(scratch: scratch, user: user)
      if let user { ChildRegistry.removeUser(user) }
    }

    let limits = sandbox.limits
    let clock = ContinuousClock()
    var reader = EventStreamReader()
    var lastRunning: String?
    var stateSince: Duration = .zero
    var lastSizeCheck: Duration = .zero
    var eventFileOffset: UInt64 = 0
    let captured: CapturedRun<Stop>
    do {
      captured = try process.capture(outputLimit: limits.keptOutputBytes) { elapsed, fresh, outputBytes in
        if let bytes = fresh[TestCommand.eventDescriptor] { reader.feed(bytes) }
        if command.channels == .eventFile { reader.feed(Self.newBytes(of: eventFile, from: &eventFileOffset)) }
        if !reader.log.anomalies.isEmpty || reader.totalBytes > limits.channelBytes { return .tampered }
        if reader.log.running != lastRunning {
          lastRunning = reader.log.running
          stateSince = elapsed
        }
        if elapsed - stateSince > timeout { return .checkTimeout }
        if let deadline, clock.now >= deadline.instant { return .budget }
        if outputBytes > limits.outputBytes { return .outputLimit }
        if elapsed - lastSizeCheck > .milliseconds(500) {
          lastSizeCheck = elapsed
          if TestSandbox.size(of: scratch, upTo: limits.scratchBytes) > limits.scratchBytes { return .scratchLimit }
        }
        return nil
      }
    } catch {
      round.sandboxFailure = "\(error)"
      return round
    }
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
    // Anything that does not fit an honest run: records out of shape, a flooded channel, checks claimed twice.
    round.tampering = log.anomalies
    if reader.totalBytes > limits.channelBytes {
      round.tampering.append("the results channel received more than \(limits.channelBytes / 1_048_576) MB")
    }
    for check in checks where log.hasDuplicates(testTarget: check.testTarget, suite: check.suite, name: check.name) {
      round.tampering.append("more than one test claims the check \(check.suite)/\(check.name)")
    }
    var finished: [CheckKey: CheckResult] = [:]
    var notStarted: [CheckKey] = []
    var runningCheck: CheckKey?
    for check in checks {
      let id = log.functionID(testTarget: check.testTarget, suite: check.suite, name: check.name)
      if let id, let result = log.finishedResult(id: id, name: check.name) {
        finished[check] = result
      } else if let id, log.started.contains(id) {
        runningCheck = check
      } else {
        notStarted.append(check)
      }
    }
    // Swift Testing's summary, written after its last event, must agree with the stream.
    var unconfirmed = false
    if log.runEnded, command.channels == .descriptors, round.tampering.isEmpty {
      let xml = String(decoding: captured.channels[TestCommand.summaryDescriptor] ?? [], as: UTF8.self)
      let claimed = Dictionary(
        uniqueKeysWithValues: finished.map { check, result in ("\(check.testTarget).\(check.suite)/\(check.name)()", result.status.isPassed) })
      if let summary = JUnitSummary(xml: xml) {
        round.tampering += summary.disagreements(with: claimed)
      } else if case .exited = captured.outcome.termination, captured.stop == nil {
        round.tampering.append("the run reported its end, but Swift Testing's own summary of it is missing")
      } else {
        // The process died between its last event and its summary: its results cannot be confirmed.
        unconfirmed = true
      }
    }
    if captured.stop == .tampered || !round.tampering.isEmpty {
      if round.tampering.isEmpty { round.tampering.append("the results channel was tampered with") }
      return round
    }

    let ended = Ended(stop: captured.stop, termination: captured.outcome.termination, output: output,
      maximumResidentBytes: captured.maximumResidentBytes, outputBytes: captured.output.totalBytes)
    if unconfirmed {
      for check in finished.keys { round.results[check] = interrupted(check, by: ended, beforeStart: false) }
      for check in notStarted { round.results[check] = interrupted(check, by: ended, beforeStart: true) }
      return round
    }
    if !log.runEnded, command.channels == .descriptors, finished.values.contains(where: \.status.isPassed) {
      return unconfirmedRound(round, checks: checks, log: log, finished: finished, running: runningCheck, notStarted: notStarted, ended: ended)
    }
    round.results = finished
    if let runningCheck { round.results[runningCheck] = interrupted(runningCheck, by: ended, beforeStart: false) }
    if captured.stop == .budget {
      for check in notStarted { round.results[check] = budgetExhausted(check, before: true) }
      return round
    }
    if log.runEnded, captured.stop == nil, case .exited = captured.outcome.termination {
      for check in notStarted {
        round.results[check] = CheckResult(
          name: check.name, status: .missing,
          message: "测试进程正常结束，但没有报告这项检查 / the test process ended without reporting this check")
      }
      return round
    }
    if finished.isEmpty && runningCheck == nil {
      // The process ended before any check started; running it again would end the same way.
      for check in notStarted { round.results[check] = interrupted(check, by: ended, beforeStart: true) }
      return round
    }
    round.rerun = notStarted
    return round
  }

  /// A round that ended before the end of the run, so that no summary confirms the checks it says passed.
  ///
  /// Student code that writes the records of checks that never ran and then ends the process, without ending the run,
  /// would otherwise be believed. So passes of such a round are not kept: those checks run again, until a round that
  /// ends the run confirms them. Each round decides at least one check, so this ends: the check that was running, or,
  /// when none was, the last one to end (the process ended right after it).
  private func unconfirmedRound(
    _ round: Round, checks: [CheckKey], log: EventStreamLog, finished: [CheckKey: CheckResult], running: CheckKey?,
    notStarted: [CheckKey], ended: Ended
  ) -> Round {
    var round = round
    var decided = finished.filter { !$0.value.status.isPassed }
    var again = Set(finished.keys).subtracting(decided.keys)
    if let running {
      decided[running] = interrupted(running, by: ended, beforeStart: false)
    } else if let lastID = log.functionsEnded.last, let last = finished.keys.first(where: { check in
      log.functionID(testTarget: check.testTarget, suite: check.suite, name: check.name) == lastID
    }) {
      decided[last] = interrupted(last, by: ended, beforeStart: false)
      again.remove(last)
    }
    round.results = decided
    let rest = checks.filter { again.contains($0) || notStarted.contains($0) }
    if ended.stop == .budget {
      for check in rest { round.results[check] = budgetExhausted(check, before: true) }
      return round
    }
    round.rerun = rest
    return round
  }

  /// How a test process ended, with what the report says about it.
  private struct Ended {
    var stop: Stop?
    var termination: ProcessOutcome.Termination
    var output: String
    var maximumResidentBytes: Int
    var outputBytes: Int
  }

  private func interrupted(_ check: CheckKey, by ended: Ended, beforeStart: Bool) -> CheckResult {
    let output = ended.output.isEmpty ? "" : "\n--- 最后的输出 / last output ---\n" + ended.output
    let when = beforeStart ? "before this check started" : "while this check ran"
    let whenZH = beforeStart ? "在这项检查开始之前" : "在这项检查运行时"
    let limits = sandbox.limits
    switch ended.stop {
    case .checkTimeout:
      let seconds = Self.seconds(timeout)
      return CheckResult(
        name: check.name, status: .timedOut,
        message: "超过 \(seconds) 秒仍未结束，已被终止（死循环或永不结束的等待？）/ still running after \(seconds) s and was "
          + "killed \(when) (an endless loop or a wait that never ends?)" + output)
    case .budget:
      return budgetExhausted(check, before: beforeStart)
    case .outputLimit:
      return CheckResult(
        name: check.name, status: .crashed(signal: nil),
        message: "测试进程\(whenZH)输出超过 \(limits.outputBytes / 1_048_576) MB（输出上限），已被终止 / the test process printed "
          + "more than \(limits.outputBytes / 1_048_576) MB \(when) (the output limit) and was stopped" + output)
    case .scratchLimit:
      return CheckResult(
        name: check.name, status: .crashed(signal: nil),
        message: "测试进程\(whenZH)写入超过 \(limits.scratchBytes / 1_048_576) MB 的文件（磁盘上限），已被终止 / the test process "
          + "wrote more than \(limits.scratchBytes / 1_048_576) MB of files \(when) (the disk limit) and was stopped" + output)
    case .tampered, nil:
      break
    }
    let limit = limitName(ended)
    switch ended.termination {
    case .signalled(let signal):
      let name = SignalName.of(signal, on: sandbox.platform)
      let cause = limit.map { "\($0.en)" } ?? "e.g. fatalError, force-unwrapping nil, index out of range"
      let causeZH = limit.map { "\($0.zh)" } ?? "例如 fatalError、强制解包 nil 或数组越界"
      return CheckResult(
        name: check.name, status: .crashed(signal: signal),
        message: "测试进程\(whenZH)崩溃（信号 \(signal) \(name)，\(causeZH)）/ the test process crashed \(when) (signal \(signal) "
          + "\(name), \(cause))" + output)
    case .exited(let code):
      let cause = limit.map { " (\($0.en))" } ?? ""
      let causeZH = limit.map { "（\($0.zh)）" } ?? ""
      return CheckResult(
        name: check.name, status: .crashed(signal: nil),
        message: "测试进程\(whenZH)提前退出（状态 \(code)）\(causeZH) / the test process exited early with status \(code) \(when)\(cause)"
          + output)
    case .timedOut:
      return CheckResult(name: check.name, status: .timedOut, message: "killed \(when)" + output)
    }
  }

  /// The resource limit a process that died most likely hit, named for the report.
  private func limitName(_ ended: Ended) -> (en: String, zh: String)? {
    let limits = sandbox.limits
    if case .signalled(SignalName.cpuLimit) = ended.termination {
      return ("it used up its CPU time limit", "用完了 CPU 时间上限")
    }
    if case .signalled(SignalName.fileSizeLimit) = ended.termination {
      return ("it wrote a file larger than the \(limits.fileBytes / 1_048_576) MB limit", "写入的文件超过 \(limits.fileBytes / 1_048_576) MB 上限")
    }
    let memory = sandbox.platform.limitsHeapSize && sandbox.launcher != nil
    if memory, ended.output.contains("allocate") || ended.maximumResidentBytes > limits.memoryBytes / 10 * 8 {
      return ("it ran out of memory: the limit is \(limits.memoryBytes / 1_048_576) MB", "内存用尽：上限为 \(limits.memoryBytes / 1_048_576) MB")
    }
    return nil
  }

  private func budgetExhausted(_ check: CheckKey, before: Bool) -> CheckResult {
    let seconds = deadline.map { Self.seconds($0.budget) } ?? 0
    return CheckResult(
      name: check.name, status: .timedOut,
      message: "本次提交的总时间预算（\(seconds) 秒）已用完，这项检查\(before ? "没有运行" : "被中止") / the submission's total time "
        + "budget (\(seconds) s) ran out, so this check \(before ? "did not run" : "was stopped")")
  }

  static func seconds(_ duration: Duration) -> Int {
    Int((Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18).rounded())
  }

  /// The bytes appended to `path` since `offset`.
  private static func newBytes(of path: String, from offset: inout UInt64) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd() else { return [] }
    offset += UInt64(data.count)
    return [UInt8](data)
  }
}
