import GraderCore
/// The text `grader doctor` prints: one line per check, the fix under each problem.
package enum DoctorReport {
  package static func render(_ checks: [DoctorCheck], language: Language) -> String {
    var lines: [String] = []
    for check in checks {
      let symbol = switch check.outcome {
      case .ok: "✓"
      case .warning: "!"
      case .problem: "✗"
      }
      lines.append("\(symbol) \(check.title.text(in: language))" + (check.detail.isEmpty ? "" : ": \(check.detail)"))
      if check.outcome != .ok, let fix = check.fix {
        lines.append("    " + (language == .zh ? "解决：" : "Fix: ") + fix.text(in: language))
      }
    }
    let problems = checks.filter { $0.outcome == .problem }.count
    lines.append("")
    if problems == 0 {
      lines.append(language == .zh ? "一切就绪：运行 swift run grader 开始评分。" : "All set: run swift run grader to grade your work.")
    } else {
      lines.append(language == .zh ? "有 \(problems) 个问题需要先解决。" : "\(problems) problem(s) to fix first.")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
