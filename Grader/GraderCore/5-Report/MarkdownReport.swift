import Foundation

/// Renders a report as GitHub-flavoured Markdown for a job summary (`$GITHUB_STEP_SUMMARY`).
public enum MarkdownReport {
  /// The whole summary in `language`, ending in a newline.
  ///
  /// Text from the kit is shown as literal text (Markdown punctuation escaped, HTML neutralised); text a student
  /// controls (check messages, compiler output) only ever appears inside fenced code blocks whose fence is longer than
  /// any backtick run in it, so it cannot end the block. Everywhere, control, bidirectional and invisible characters
  /// are shown as `PrintableText` escapes.
  public static func render(_ report: GradeReport, language: Language) -> String {
    let zh = language == .zh
    var blocks: [String] = []
    let tree = report.sources == .solutions ? " (Solutions)" : ""
    let total = _score(report.score, of: report.maxScore)
    blocks.append(zh ? "## 评分结果\(tree)：\(total)" : "## Grading results\(tree): \(total)")
    if report.manualMaxScore > 0 {
      blocks.append(_openSummary(report, language: language))
    }
    if !report.modifiedFiles.isEmpty {
      let intro =
        zh
        ? "这些套件文件与锁文件不一致："
        : "These kit files differ from the lock file:"
      blocks.append((["> [!WARNING]", "> " + intro] + report.modifiedFiles.map { "> - " + _codeSpan($0) }).joined(separator: "\n"))
    }
    for section in _sections(of: report, language: language) {
      blocks.append(section.heading)
      var table = [
        zh ? "| | 题目 | 得分 | 状态 |" : "| | Question | Score | Status |",
        "| --- | --- | --- | --- |",
      ]
      for question in section.questions {
        let score =
          question.status == .manual
          ? "– / \(TextReport.number(question.maxScore))"
          : _score(question.review?.points ?? question.score, of: question.maxScore)
        let title = _codeSpan(question.id) + " " + literal(question.title.text(in: language))
        // A blank open answer awaits nothing: it is not started, as the instructor's views say too.
        let label = question.status == .manual && question.showsNotStarted
          ? StatusLabel.notStartedText(language) : StatusLabel.text(question.status, language)
        table.append("| \(symbol(question.status)) | \(title) | \(score) | \(literal(label)) |")
      }
      blocks.append(table.joined(separator: "\n"))
    }
    let flagged = report.questions.filter { !($0.reviewFlags ?? []).isEmpty }
    if !flagged.isEmpty {
      blocks.append(zh ? "### 待复核" : "### Flagged for review")
      let lines = flagged.flatMap { question in
        (question.reviewFlags ?? []).map { "- " + _codeSpan(question.id) + " " + _codeSpan($0.text(in: language)) }
      }
      blocks.append(lines.joined(separator: "\n"))
    }
    let open = report.questions.filter { $0.isAutomatic && $0.status != .passed }
    if !open.isEmpty {
      blocks.append(zh ? "### 详情" : "### Details")
      blocks += open.map { _details($0, language: language) }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// The status symbol of a table row.
  package static func symbol(_ status: QuestionStatus) -> String {
    switch status {
    case .passed: "✅"
    case .partial: "⚠️"
    case .manual, .reviewed: "📝"
    case .failed, .unanswered, .compileError, .crashed, .timedOut, .tampered: "❌"
    }
  }

  /// `text` as a fenced code block whose fence is longer than any run of backticks inside it.
  package static func fenced(_ text: String) -> String {
    let text = PrintableText.escaped(text)
    var longest = 0
    var run = 0
    for scalar in text.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + "\n" + text + (text.hasSuffix("\n") ? "" : "\n") + fence
  }

  /// `text` shown literally on one line: HTML neutralised, Markdown punctuation and table pipes escaped.
  package static func literal(_ text: String) -> String {
    let text = PrintableText.escaped(text)
    var escaped = ""
    var previousWasBreak = false
    for scalar in text.unicodeScalars {
      let isBreak = scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
      defer { previousWasBreak = isBreak }
      if isBreak {
        if !previousWasBreak { escaped += " " }
        continue
      }
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "~": escaped += "\\" + String(scalar)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `text` as inline code on one line, safe inside a table cell.
  private static func _codeSpan(_ text: String) -> String {
    let line = PrintableText.escaped(text.split(whereSeparator: \.isNewline).joined(separator: " "), keepingLineBreaks: false)
      .replacingOccurrences(of: "|", with: "\\|")
    var longest = 0
    var run = 0
    for character in line {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let ticks = String(repeating: "`", count: longest + 1)
    let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
    return ticks + padding + line + padding + ticks
  }

  /// `score / maxScore` with the kit's number format.
  private static func _score(_ score: Double, of maxScore: Double) -> String {
    "\(TextReport.number(score)) / \(TextReport.number(maxScore))"
  }

  /// One line about the open questions: how many points await the instructor and what reviews gave.
  private static func _openSummary(_ report: GradeReport, language: Language) -> String {
    let zh = language == .zh
    let waiting = report.questions.filter(\.isAwaitingReview).map(\.maxScore).reduce(0, +)
    let unanswered = report.questions.filter { $0.status == .manual && $0.showsNotStarted }.map(\.maxScore).reduce(0, +)
    let reviewed = report.questions.filter { $0.status == .reviewed }
    var parts: [String] = []
    if !reviewed.isEmpty {
      let points = _score(report.manualScore, of: reviewed.map(\.maxScore).reduce(0, +))
      parts.append(zh ? "开放题教师已评 \(points) 分" : "open questions reviewed: \(points)")
    }
    if waiting > 0 {
      let points = TextReport.number(waiting)
      parts.append(zh ? "另有 \(points) 分待教师评分" : "\(points) more points await the instructor")
    }
    if unanswered > 0 {
      let points = TextReport.number(unanswered)
      parts.append(zh ? "\(points) 分的开放题还没有作答" : "open questions worth \(points) points are not answered")
    }
    let text = parts.joined(separator: zh ? "，" : "; ")
    return zh ? "📝 \(text)。" : "📝 " + text.prefix(1).uppercased() + text.dropFirst() + "."
  }

  /// A section's heading and its questions, in the report's order; questions of unknown sections come last.
  private static func _sections(of report: GradeReport, language: Language) -> [(heading: String, questions: [GradeReport.Question])] {
    var result: [(heading: String, questions: [GradeReport.Question])] = []
    var known: Set<String> = []
    for section in report.sections {
      known.insert(section.id)
      let questions = report.questions.filter { $0.section == section.id }
      guard !questions.isEmpty else { continue }
      var heading = "### " + literal(section.title.text(in: language))
      if section.maxScore > 0 { heading += " · " + _score(section.score, of: section.maxScore) }
      result.append((heading, questions))
    }
    let others = report.questions.filter { !known.contains($0.section) }
    if !others.isEmpty { result.append(("### …", others)) }
    return result
  }

  /// The collapsible details of one question that lost points.
  private static func _details(_ question: GradeReport.Question, language: Language) -> String {
    let zh = language == .zh
    let summary =
      "\(symbol(question.status)) <code>\(_html(question.id))</code> \(_html(question.title.text(in: language)))"
      + " — \(_score(question.score, of: question.maxScore)) (\(_html(StatusLabel.text(question.status, language))))"
    var blocks = ["<details><summary>\(summary)</summary>"]
    for check in question.checks where !check.passed {
      blocks.append("**✗ \(literal(check.name))**")
      if !check.message.isEmpty { blocks.append(fenced(check.message)) }
      if let requirement = check.requirement {
        blocks.append((zh ? "**要求：**" : "**Requirement:** ") + literal(requirement.text.text(in: language)))
      }
    }
    for hint in question.compileHints ?? [] {
      blocks.append("**" + CompileHint.label.text(in: language).trimmingCharacters(in: .whitespaces) + "** " + literal(hint.text(in: language)))
    }
    if let diagnostics = question.diagnostics, !diagnostics.isEmpty {
      blocks.append(zh ? "**编译器输出**" : "**Compiler output**")
      blocks.append(fenced(diagnostics))
    }
    if let hint = question.hint {
      blocks.append((zh ? "**提示：**" : "**Hint:** ") + literal(hint.text(in: language)))
    }
    blocks.append("</details>")
    return blocks.joined(separator: "\n\n")
  }

  /// `text` for HTML content on one line: `& < > "` as entities, line breaks as spaces.
  private static func _html(_ text: String) -> String {
    PrintableText.escaped(text.split(whereSeparator: \.isNewline).joined(separator: " "), keepingLineBreaks: false)
      .replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
