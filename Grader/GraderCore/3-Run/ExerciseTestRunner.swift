import Foundation

/// Runs one exercise's checks in test processes of their own, under a hard time limit, until every check has a result.
///
/// Checks run one at a time, so when the process dies the check that was running is the one to blame. The checks that had
/// not started yet run again in a fresh process, so a crash or a hang costs only the check that caused it.
struct ExerciseTestRunner: Sendable {
  var command: TestCommand
  var workingDirectory: String
  var environment: [String: String]
  var runsPath: String
  var timeout: Duration

  /// Runs `checks` (all from one test target) and returns a result for each.
  func run(_ checks: [CheckKey], label: String) -> [CheckKey: CheckResult] {
    var results: [CheckKey: CheckResult] = [:]
    var remaining = checks
    var round = 0
    while !remaining.isEmpty {
      round += 1
      let base = "\(runsPath)/\(label)-\(round)"
      let eventsPath = base + ".events.jsonl"
      let outputPath = base + ".output.txt"
      try? FileManager.default.removeItem(atPath: eventsPath)
      let process = ChildProcess(
        executable: command.executable,
        arguments: command.arguments(filters: remaining.map(\.filterPattern), eventStreamPath: eventsPath),
        environment: environment,
        workingDirectory: workingDirectory,
        outputPath: outputPath
      )
      let outcome: ProcessOutcome
      do {
        outcome = try process.run(timeout: timeout)
      } catch {
        for check in remaining {
          results[check] = CheckResult(name: check.name, status: .crashed(signal: nil), message: "\(error)")
        }
        break
      }
      let log = EventStreamLog(parsing: (try? String(contentsOfFile: eventsPath, encoding: .utf8)) ?? "")
      var notStarted: [CheckKey] = []
      for check in remaining {
        let id = log.functionID(testTarget: check.testTarget, suite: check.suite, name: check.name)
        if let id, let result = log.finishedResult(id: id, name: check.name) {
          results[check] = result
        } else if let id, log.started.contains(id) {
          results[check] = interrupted(check, by: outcome, outputPath: outputPath)
        } else {
          notStarted.append(check)
        }
      }
      if case .exited = outcome.termination {
        for check in notStarted {
          results[check] = CheckResult(
            name: check.name, status: .missing,
            message: "测试进程正常结束，但没有报告这项检查 / the test process ended without reporting this check"
          )
        }
        break
      }
      if notStarted.count == remaining.count {
        // The process died before any check started; running it again would end the same way.
        for check in notStarted {
          results[check] = interrupted(check, by: outcome, outputPath: outputPath, beforeStart: true)
        }
        break
      }
      remaining = notStarted
    }
    return results
  }

  private func interrupted(
    _ check: CheckKey, by outcome: ProcessOutcome, outputPath: String, beforeStart: Bool = false
  ) -> CheckResult {
    let tail = ProcessOutputTail.lines(ofFile: outputPath)
    let output = tail.isEmpty ? "" : "\n--- 最后的输出 / last output ---\n" + tail
    let when = beforeStart ? "before this check started" : "while this check ran"
    let whenZH = beforeStart ? "在这项检查开始之前" : "在这项检查运行时"
    switch outcome.termination {
    case .timedOut:
      let seconds = Int((Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18).rounded())
      return CheckResult(
        name: check.name, status: .timedOut,
        message: "超过 \(seconds) 秒仍未结束，已被终止（死循环或永不结束的等待？）/ still running after \(seconds) s and was "
          + "killed \(when) (an endless loop or a wait that never ends?)" + output
      )
    case .signalled(let signal):
      let name = SignalName.of(signal)
      return CheckResult(
        name: check.name, status: .crashed(signal: signal),
        message: "测试进程\(whenZH)崩溃（信号 \(signal) \(name)，例如 fatalError、强制解包 nil 或数组越界）/ the test process "
          + "crashed \(when) (signal \(signal) \(name), e.g. fatalError, force-unwrapping nil, index out of range)" + output
      )
    case .exited(let code):
      return CheckResult(
        name: check.name, status: .crashed(signal: nil),
        message: "测试进程\(whenZH)退出（状态 \(code)）/ the test process exited with status \(code) \(when)" + output
      )
    }
  }
}
