import Foundation

/// Everything known about one test process once it has ended: the evidence its checks' results are decided from.
///
/// Gathering it (spawning, reading the pipes) is `ExerciseTestRunner`'s work; deciding from it is `RoundDecision`'s,
/// a pure function, so each rule has a unit test of its own on recorded streams (`Tests/Grader/Fixtures/rounds`).
package struct RoundEvidence: Sendable {
  /// Why the grader stopped a test process.
  package enum Stop: Sendable, Equatable {
    case checkTimeout
    case budget
    case outputLimit
    case scratchLimit
    case tampered
  }

  /// How a test process ended, with what the report says about it.
  package struct Ended: Sendable {
    package var stop: Stop?
    package var termination: ProcessOutcome.Termination
    /// The last lines it printed.
    package var output: String
    var maximumResidentBytes: Int = 0
    var outputBytes: Int = 0
  }

  /// The checks the process was asked to run, in order.
  package var checks: [CheckKey]
  /// The event stream as read.
  package var log: EventStreamLog
  /// Every byte the results channel received.
  var channelBytes: Int
  /// Swift Testing's JUnit summary as received on its own pipe; `nil` when the command has no such pipe.
  package var summary: String?
  package var ended: Ended
}

/// Decides a round's results from its evidence: which checks passed, failed, crashed or timed out, which run again
/// in a fresh process, and whether the stream was tampered with.
package struct RoundDecision: Sendable {
  /// The limits and clocks results are judged by.
  package struct Rules: Sendable {
    var limits: ResourceLimits
    package var platform: HostPlatform
    /// Whether the sandbox limits the heap, so that a death can be blamed on memory.
    var limitsMemory: Bool
    /// The limit for each check.
    package var timeout: Duration
    /// The student's whole time budget, when one is set.
    package var budget: Duration?
  }

  /// What was decided.
  struct Verdict: Sendable, Equatable {
    package var results: [CheckKey: CheckResult] = [:]
    /// Checks that had not started (or whose passes no summary confirmed) when the process ended: they run again.
    var rerun: [CheckKey] = []
    /// Why the exercise's results cannot be trusted, when they cannot.
    var tampering: [String] = []
  }

  package var rules: Rules

  func decide(_ evidence: RoundEvidence) -> Verdict {
    var verdict = Verdict()
    let log = evidence.log
    let checks = evidence.checks
    let ended = evidence.ended
    // Anything that does not fit an honest run: records out of shape, a flooded channel, checks claimed twice.
    verdict.tampering = log.anomalies
    if evidence.channelBytes > rules.limits.channelBytes {
      verdict.tampering.append("the results channel received more than \(rules.limits.channelBytes / 1_048_576) MB")
    }
    for check in checks where log.hasDuplicates(testTarget: check.testTarget, suite: check.suite, name: check.name) {
      verdict.tampering.append("more than one test claims the check \(check.suite)/\(check.name)")
    }
    let (finished, runningCheck, notStarted) = Self.sort(checks, log: log)
    // Swift Testing's summary, written after its last event, must agree with the stream.
    var unconfirmed = false
    var diedAfterSummary = false
    if log.runEnded, let xml = evidence.summary, verdict.tampering.isEmpty {
      let claimed = Dictionary(uniqueKeysWithValues: finished.map { check, result in
        ("\(check.testTarget).\(check.suite)/\(check.name)()", result.status.isPassed)
      })
      if let summary = JUnitSummary(xml: xml) {
        verdict.tampering += summary.disagreements(with: claimed)
        // Swift Testing returns from its entry point once the summary is written; a death after it, or a process the
        // grader had to stop after it (a check's time, the output or disk limit), is student code still running: how a
        // forgery of both channels keeps Swift Testing from writing again, by ending the process or by never returning.
        if Self.outlivedItsSummary(ended) { diedAfterSummary = true }
      } else if case .exited = ended.termination, ended.stop == nil {
        verdict.tampering.append("the run reported its end, but Swift Testing's own summary of it is missing")
      } else {
        // The process died between its last event and its summary: its results cannot be confirmed.
        unconfirmed = true
      }
    }
    if ended.stop == .tampered || !verdict.tampering.isEmpty {
      if verdict.tampering.isEmpty { verdict.tampering.append("the results channel was tampered with") }
      return verdict
    }
    if unconfirmed {
      for check in finished.keys { verdict.results[check] = interrupted(check, by: ended, beforeStart: false) }
      for check in notStarted { verdict.results[check] = interrupted(check, by: ended, beforeStart: true) }
      return verdict
    }
    if diedAfterSummary || (!log.runEnded && evidence.summary != nil && finished.values.contains(where: \.status.isPassed)) {
      return unconfirmedRound(checks: checks, log: log, finished: finished, running: runningCheck, notStarted: notStarted, ended: ended)
    }
    return endedRound(finished: finished, running: runningCheck, notStarted: notStarted, log: log, ended: ended)
  }

  /// Whether a process whose summary was written did not then end by itself: it died of a signal, or the grader
  /// stopped it (the budget's end too). An honest run exits right after its summary.
  static func outlivedItsSummary(_ ended: RoundEvidence.Ended) -> Bool {
    if case .signalled = ended.termination { return true }
    return ended.stop != nil
  }

  /// The checks sorted by what the stream says of them: finished (with results), the one running, not started.
  static func sort(_ checks: [CheckKey], log: EventStreamLog)
    -> (finished: [CheckKey: CheckResult], running: CheckKey?, notStarted: [CheckKey])
  {
    var finished: [CheckKey: CheckResult] = [:]
    var notStarted: [CheckKey] = []
    var running: CheckKey?
    for check in checks {
      let id = log.functionID(testTarget: check.testTarget, suite: check.suite, name: check.name)
      if let id, let result = log.finishedResult(id: id, name: check.name) {
        finished[check] = result
      } else if let id, log.started.contains(id) {
        running = check
      } else {
        notStarted.append(check)
      }
    }
    return (finished, running, notStarted)
  }

  /// A round whose passes stand: the run ended, or nothing passed. The check that was running is blamed; the checks
  /// that had not started run again, unless the run ended cleanly or nothing started at all.
  private func endedRound(
    finished: [CheckKey: CheckResult], running: CheckKey?, notStarted: [CheckKey], log: EventStreamLog,
    ended: RoundEvidence.Ended
  ) -> Verdict {
    var verdict = Verdict(results: finished)
    if let running { verdict.results[running] = interrupted(running, by: ended, beforeStart: false) }
    if ended.stop == .budget {
      for check in notStarted { verdict.results[check] = budgetExhausted(check, before: true) }
      return verdict
    }
    if log.runEnded, ended.stop == nil, case .exited = ended.termination {
      for check in notStarted {
        verdict.results[check] = CheckResult(
          name: check.name, status: .missing,
          message: "测试进程正常结束，但没有报告这项检查 / the test process ended without reporting this check")
      }
      return verdict
    }
    if finished.isEmpty && running == nil {
      // The process ended before any check started; running it again would end the same way.
      for check in notStarted { verdict.results[check] = interrupted(check, by: ended, beforeStart: true) }
      return verdict
    }
    verdict.rerun = notStarted
    return verdict
  }

  /// A round that ended before the end of the run, so that no summary confirms the checks it says passed, or that
  /// died of a signal after its summary (the summary confirms a stream student code may have written with it).
  ///
  /// Student code that writes the records of checks that never ran and then ends the process, without ending the run,
  /// would otherwise be believed. So passes of such a round are not kept: those checks run again, until a round that
  /// ends the run confirms them. Each round decides at least one check, so this ends: the check that was running, or,
  /// when none was, the last one to end (the process ended right after it).
  private func unconfirmedRound(
    checks: [CheckKey], log: EventStreamLog, finished: [CheckKey: CheckResult], running: CheckKey?,
    notStarted: [CheckKey], ended: RoundEvidence.Ended
  ) -> Verdict {
    var verdict = Verdict()
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
    verdict.results = decided
    let rest = checks.filter { again.contains($0) || notStarted.contains($0) }
    if ended.stop == .budget {
      for check in rest { verdict.results[check] = budgetExhausted(check, before: true) }
      return verdict
    }
    verdict.rerun = rest
    return verdict
  }

  /// The result of a check that a process's end interrupted (or kept from starting).
  func interrupted(_ check: CheckKey, by ended: RoundEvidence.Ended, beforeStart: Bool) -> CheckResult {
    let output = ended.output.isEmpty ? "" : "\n--- 最后的输出 / last output ---\n" + ended.output
    let when = beforeStart ? "before this check started" : "while this check ran"
    let whenZH = beforeStart ? "在这项检查开始之前" : "在这项检查运行时"
    let limits = rules.limits
    switch ended.stop {
    case .checkTimeout:
      let seconds = Self.seconds(rules.timeout)
      return CheckResult(
        name: check.name, status: .timedOut,
        message: "超过 \(seconds) 秒仍未结束，\(whenZH)被终止 / still running after \(seconds) s and was killed \(when)" + output)
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
      return terminated(check, by: ended, when: (when, whenZH), output: output)
    }
  }

  /// A check interrupted by the process's own end: a signal or an exit status, with the limit it most likely hit.
  private func terminated(
    _ check: CheckKey, by ended: RoundEvidence.Ended, when: (en: String, zh: String), output: String
  ) -> CheckResult {
    let limit = limitName(ended)
    switch ended.termination {
    case .signalled(let signal):
      let name = SignalName.of(signal, on: rules.platform)
      let cause = limit.map { "\($0.en)" } ?? "e.g. fatalError, force-unwrapping nil, index out of range"
      let causeZH = limit.map { "\($0.zh)" } ?? "例如 fatalError、强制解包 nil 或数组越界"
      return CheckResult(
        name: check.name, status: .crashed(signal: signal),
        message: "测试进程\(when.zh)崩溃（信号 \(signal) \(name)，\(causeZH)）/ the test process crashed \(when.en) (signal \(signal) "
          + "\(name), \(cause))" + output)
    case .exited(let code):
      let cause = limit.map { " (\($0.en))" } ?? ""
      let causeZH = limit.map { "（\($0.zh)）" } ?? ""
      return CheckResult(
        name: check.name, status: .crashed(signal: nil),
        message: "测试进程\(when.zh)提前退出（状态 \(code)）\(causeZH) / the test process exited early with status \(code) \(when.en)\(cause)"
          + output)
    case .timedOut:
      return CheckResult(name: check.name, status: .timedOut, message: "killed \(when.en)" + output)
    }
  }

  /// The resource limit a process that died most likely hit, named for the report.
  func limitName(_ ended: RoundEvidence.Ended) -> (en: String, zh: String)? {
    let limits = rules.limits
    if case .signalled(SignalName.cpuLimit) = ended.termination {
      return ("it used up its CPU time limit", "用完了 CPU 时间上限")
    }
    if case .signalled(SignalName.fileSizeLimit) = ended.termination {
      return ("it wrote a file larger than the \(limits.fileBytes / 1_048_576) MB limit", "写入的文件超过 \(limits.fileBytes / 1_048_576) MB 上限")
    }
    if rules.limitsMemory, ended.output.contains("allocate") || ended.maximumResidentBytes > limits.memoryBytes / 10 * 8 {
      return ("it ran out of memory: the limit is \(limits.memoryBytes / 1_048_576) MB", "内存用尽：上限为 \(limits.memoryBytes / 1_048_576) MB")
    }
    return nil
  }

  func budgetExhausted(_ check: CheckKey, before: Bool) -> CheckResult {
    let seconds = rules.budget.map(Self.seconds) ?? 0
    return CheckResult(
      name: check.name, status: .timedOut,
      message: "本次提交的总时间预算（\(seconds) 秒）已用完，这项检查\(before ? "没有运行" : "被中止") / the submission's total time "
        + "budget (\(seconds) s) ran out, so this check \(before ? "did not run" : "was stopped")")
  }

  package static func seconds(_ duration: Duration) -> Int {
    Int((Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18).rounded())
  }
}
