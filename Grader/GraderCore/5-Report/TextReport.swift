/// Renders a report as the table a student reads in a terminal.
///
/// By default it is short: one line per question, the details (failing checks, compiler lines, hint) of only the
/// first few questions not yet passed, the total and the next command. Questions whose files are still the shipped
/// stub are summarised as "not started". `isVerbose` shows every question's details, as instructors' formats do.
///
/// Every piece of text from the report (student answers, check messages, compiler lines, file names, and the kit's own
/// titles, which a student's copy may have changed) goes through `PrintableText`, so no escape sequence, bidirectional
/// override or stray carriage return reaches the terminal.
public struct TextReport: Sendable {
  public var language: Language
  public var style: TerminalStyle
  /// Columns for a question's title before it is cut.
  public var titleWidth = 38
  /// Lines of compiler output shown per question before the rest is left to the JSON report.
  public var maxDiagnosticLines = 30
  /// Whether every question's details are shown (`--verbose`).
  public var isVerbose: Bool
  /// How many questions not yet passed get their details in the short report.
  public var detailLimit = 3
  /// Second hints the student's progress has opened (after repeated failed attempts), by question ID; shown under
  /// the first.
  public var secondHints: [String: LocalizedText] = [:]
  /// The kit-relative files each question is answered in, by question ID; named under a question not started yet, so
  /// the student knows where to begin.
  public var answerFiles: [String: [String]] = [:]
  /// Whether the report holds only the questions or lessons asked for (`--question`, `--lesson`): full marks there
  /// are not the whole course's, and the footer says so.
  public var isSelection = false
  /// The lesson the student is working on: when set, the short report shows only that lesson question by question and
  /// every other lesson on one line (`TextReport+LessonFocus.swift`). Verbose and selected reports ignore it.
  public var focus: LessonFocus?
  /// Whether the kit has `Solutions/`, so that `grader solution` has something to show (the student edition has none).
  public var hasSolutions = true
  /// Lines of a failing check's message shown before the rest is left to `--verbose`.
  public var maxMessageLines = 10

  public init(language: Language, style: TerminalStyle, verbose: Bool = false) {
    self.language = language
    self.style = style
    self.isVerbose = verbose
  }

  /// The whole report, ending in a newline.
  public func render(_ report: GradeReport) -> String {
    if let focus, !isVerbose, !isSelection, report.questions.contains(where: { $0.lesson == focus.lessonID }) {
      return renderFocused(report, focus: focus)
    }
    var lines = [headingLine(report)]
    let idWidth = report.questions.map { DisplayWidth.columns(of: $0.id) }.max() ?? 0
    let detailed = detailedQuestionIDs(report)
    for section in report.sections {
      lines.append("")
      let subtotal = section.maxScore > 0 ? "\(Self.number(section.score)) / \(Self.number(section.maxScore))" : ""
      let title = Self.line(section.title.text(in: language))
      lines.append(style.paint(DisplayWidth.pad(title, to: idWidth + titleWidth + 4) + " " + subtotal, .bold))
      for question in report.questions where question.section == section.id {
        lines.append(summaryLine(question, idWidth: idWidth))
        if detailed.contains(question.id) { lines += detailLines(question) }
      }
    }
    lines.append("")
    let next = report.questions.first { $0.isAutomatic && $0.status != .passed }
    lines += totalLines(report, hiddenDetails: hiddenDetailCount(report, detailed: detailed), next: next)
    return lines.joined(separator: "\n") + "\n"
  }

  /// "… N more lines", with the command that shows every line (`--verbose` cuts nothing).
  func moreLinesNote(_ count: Int, question: GradeReport.Question) -> String {
    let command = "swift run grader --question \(Self.line(question.id)) --verbose"
    return style.paint(
      language == .zh ? "……还有 \(count) 行，全部显示：\(command)" : "… \(count) more lines; all of them: \(command)", .gray)
  }

  /// The report's first line: what was graded.
  func headingLine(_ report: GradeReport) -> String {
    let zh = language == .zh
    let heading = zh ? "评分结果" : "Grading results"
    let tree = report.sources == .solutions ? (zh ? "参考答案 Solutions" : "Solutions") : (zh ? "你的作答 Lessons" : "Lessons")
    return style.paint("\(heading) · \(tree)", .bold)
  }

  /// The questions whose details are shown: every one when verbose or when the report holds only a few; otherwise the
  /// first `detailLimit` automatic questions not yet passed, reviewed open questions (the instructor's comment), and
  /// questions flagged for review.
  func detailedQuestionIDs(_ report: GradeReport) -> Set<String> {
    if isVerbose || report.questions.filter(\.isAutomatic).count <= detailLimit { return Set(report.questions.map(\.id)) }
    let notPassed = report.questions.filter { $0.isAutomatic && $0.status != .passed }.prefix(detailLimit)
    let flagged = report.questions.filter { !($0.reviewFlags ?? []).isEmpty }
    return Set(notPassed.map(\.id) + report.questions.filter { $0.status == .reviewed }.map(\.id) + flagged.map(\.id))
  }

  /// How many questions not yet passed have details the short report leaves out.
  private func hiddenDetailCount(_ report: GradeReport, detailed: Set<String>) -> Int {
    report.questions.filter { $0.isAutomatic && $0.status != .passed && !detailed.contains($0.id) }.count
  }

  /// The question's one line: symbol, ID, title, score and status ("not started" for an untouched stub).
  func summaryLine(_ question: GradeReport.Question, idWidth: Int) -> String {
    // A blank open answer too: it awaits nothing from the instructor yet.
    let notStarted = question.isNotStarted && question.status != .passed || question.status == .manual && question.showsNotStarted
    let color = notStarted ? TerminalStyle.Color.gray : StatusLabel.color(question.status)
    let symbol = style.paint(notStarted ? StatusLabel.notStartedSymbol : StatusLabel.symbol(question.status), color)
    let title = DisplayWidth.pad(DisplayWidth.truncate(Self.line(question.title.text(in: language)), to: titleWidth), to: titleWidth)
    let score =
      question.status == .manual
      ? "  – / \(Self.number(question.maxScore))"
      : "\(Self.number(question.score)) / \(Self.number(question.maxScore))"
    let label = notStarted ? StatusLabel.notStartedText(language) : StatusLabel.text(question.status, language)
    let status = style.paint(label, color)
    return "  \(symbol) \(DisplayWidth.pad(Self.line(question.id), to: idWidth))  \(title)  \(DisplayWidth.pad(score, to: 9))  \(status)"
  }

  /// What the student needs under the question's line: failing checks, compiler lines, answer, hint or explanation.
  ///
  /// An untouched stub gets only its hint: why a stub fails is no news to a student who has not begun.
  func detailLines(_ question: GradeReport.Question) -> [String] {
    if question.isNotStarted && question.status != .passed && question.isAutomatic {
      return notStartedDetailLines(question)
    }
    var lines = noteLines(question)
    lines += diagnosticLines(question)
    lines += failedCheckLines(question)
    lines += teacherLines(question)
    lines += answerOrHintLines(question)
    if let explanation = question.explanation {
      lines.append(Self.detailIndent + style.paint((language == .zh ? "解读：" : "Why: ") + Self.line(explanation.text(in: language)), .gray))
    }
    return lines
  }

  /// How far `detailLines` indents.
  private static let detailIndent = "      "

  /// An untouched stub's hint and where to answer.
  private func notStartedDetailLines(_ question: GradeReport.Question) -> [String] {
    let indent = Self.detailIndent
    var lines: [String] = []
    if let hint = question.hint {
      lines.append(indent + style.paint((language == .zh ? "提示：" : "Hint: ") + Self.line(hint.text(in: language)), .yellow))
    }
    if let files = answerFiles[question.id], !files.isEmpty {
      lines.append(indent + (language == .zh ? "作答位置：" : "Answer in: ") + files.map(Self.line).joined(separator: ", "))
    }
    return lines
  }

  /// Why the question is flagged for review, and what its compiler errors mean.
  private func noteLines(_ question: GradeReport.Question) -> [String] {
    let indent = Self.detailIndent
    var lines: [String] = []
    for flag in question.reviewFlags ?? [] {
      lines.append(indent + style.paint((language == .zh ? "待复核：" : "Review: ") + flag.text(in: language), .yellow))
    }
    for hint in question.compileHints ?? [] {
      lines.append(indent + style.paint(CompileHint.label.text(in: language) + hint.text(in: language), .yellow))
    }
    return lines
  }

  /// The compiler's lines, up to `maxDiagnosticLines` unless verbose.
  private func diagnosticLines(_ question: GradeReport.Question) -> [String] {
    guard let diagnostics = question.diagnostics, !diagnostics.isEmpty else { return [] }
    let indent = Self.detailIndent
    let all = PrintableText.escaped(diagnostics).split(separator: "\n", omittingEmptySubsequences: false)
    let shown = isVerbose ? all.count : maxDiagnosticLines
    var lines: [String] = all.prefix(shown).map { indent + $0 }
    if all.count > shown { lines.append(indent + moreLinesNote(all.count - shown, question: question)) }
    return lines
  }

  /// Each failed check that was answered (unless the code did not compile): its message and requirement.
  private func failedCheckLines(_ question: GradeReport.Question) -> [String] {
    let indent = Self.detailIndent
    var lines: [String] = []
    for check in question.checks where !check.passed && question.status != .compileError && check.status != .unanswered {
      // The kit's comments in the report's language; what Swift Testing adds stays as it is.
      let all = LocalizedText.messageLines(PrintableText.escaped(check.message).split(separator: "\n").map(String.init), in: language)
      let message = all.prefix(isVerbose ? all.count : maxMessageLines)
      lines.append(indent + style.paint("✗ \(Self.line(check.name))", .red) + (message.isEmpty ? "" : ": " + message[message.startIndex]))
      lines += message.dropFirst().map { indent + "    " + $0 }
      if all.count > message.count { lines.append(indent + "    " + moreLinesNote(all.count - message.count, question: question)) }
      if let requirement = check.requirement {
        lines.append(indent + "    " + (language == .zh ? "要求：" : "Requirement: ") + Self.line(requirement.text.text(in: language)))
      }
    }
    return lines
  }

  /// The checks the teacher runs later, and the teacher's comment.
  private func teacherLines(_ question: GradeReport.Question) -> [String] {
    let indent = Self.detailIndent
    var lines: [String] = []
    if let heldBack = question.heldBackChecks, heldBack > 0 {
      lines.append(indent + style.paint(
        language == .zh ? "这道题还有 \(heldBack) 项检查由老师之后运行。" : "This question has \(heldBack) more checks your teacher runs later.",
        .gray))
      // A test-writing question earns its points from the faulty versions, which only the teacher's edition has: a
      // score of 0 here says nothing yet about the tests.
      if question.kind == .testWriting, question.checks.contains(where: { $0.name == "passesOnReference" && $0.passed }) {
        lines.append(indent + style.paint(
          language == .zh
            ? "你的测试在正确的实现上全部通过。这道题的分数来自老师那边的有错版本：你的测试抓到几个，就得几份分。"
            : "Your tests pass against the correct implementation. The points come from the faulty versions your teacher runs: each one your tests catch earns its share.",
          .gray))
      }
    }
    if let review = question.review {
      let comment = review.comment.isEmpty ? "" : "：" + Self.line(review.comment)
      lines.append(indent + style.paint((language == .zh ? "教师评语" : "Instructor") + comment, .blue))
    }
    return lines
  }

  /// An open question's answer, or an automatic question's hints.
  private func answerOrHintLines(_ question: GradeReport.Question) -> [String] {
    let indent = Self.detailIndent
    var lines: [String] = []
    if !question.isAutomatic {
      let answer = question.answer ?? ""
      let shown = answer.isEmpty ? (language == .zh ? "（还没有作答）" : "(not answered yet)") : DisplayWidth.truncate(Self.line(answer.split(whereSeparator: \.isNewline).joined(separator: " ")), to: 70)
      lines.append(indent + style.paint((language == .zh ? "你的回答：" : "Your answer: ") + shown, .gray))
    } else if let hint = question.hint {
      let second = secondHints[question.id]
      let label = second == nil ? (language == .zh ? "提示：" : "Hint: ") : (language == .zh ? "提示 1：" : "Hint 1: ")
      lines.append(indent + style.paint(label + Self.line(hint.text(in: language)), .yellow))
      if let second {
        lines.append(indent + style.paint((language == .zh ? "提示 2：" : "Hint 2: ") + Self.line(second.text(in: language)), .yellow))
      }
    }
    return lines
  }

  /// The total, kit files that differ from the lock, and what to run next: `detailsCommand` shows the details left out,
  /// `next` is the question to work on.
  func totalLines(
    _ report: GradeReport, hiddenDetails: Int, detailsCommand: String = "swift run grader --verbose",
    next: GradeReport.Question?
  ) -> [String] {
    let zh = language == .zh
    var total = (zh ? "总分 " : "Total ") + "\(Self.number(report.score)) / \(Self.number(report.maxScore))"
    let reviewed = report.questions.contains { $0.status == .reviewed }
    if reviewed {
      let manual = "\(Self.number(report.manualScore)) / \(Self.number(report.manualMaxScore))"
      total += zh ? "，开放题 \(manual)" : ", open questions \(manual)"
    } else if report.manualMaxScore > 0 {
      let manual = Self.number(report.manualMaxScore)
      total += zh ? "（另有开放题 \(manual) 分待教师评分）" : " (plus \(manual) points of open questions for the instructor)"
    }
    var lines = [style.paint(total, .bold)]
    if !report.modifiedFiles.isEmpty {
      let files = report.modifiedFiles.prefix(8).map(Self.line).joined(separator: ", ") + (report.modifiedFiles.count > 8 ? ", …" : "")
      lines.append(style.paint(
        (zh ? "注意：这些套件文件与锁文件不一致：" : "Note: these kit files differ from the lock file: ")
          + files, .red))
    }
    if hiddenDetails > 0 {
      lines.append(style.paint(
        zh ? "另有 \(hiddenDetails) 道未通过的题目没有显示详情：\(detailsCommand)"
          : "Details of \(hiddenDetails) more questions not yet passed: \(detailsCommand)", .gray))
    }
    if let next {
      // After a run of chosen questions, the next step is that same run once the code is fixed, not a "next" question.
      let label = isSelection ? (zh ? "改好后再运行：" : "After your change, run: ") : (zh ? "下一题：" : "Next: ")
      lines.append(label + "swift run grader --question \(Self.line(next.id))")
      if report.sources == .lessons {
        lines.append(style.paint(
          zh ? "边写边评：swift run grader watch（每次保存都重新评分）" : "Or: swift run grader watch (regrades on every save)", .gray))
      }
    } else if report.isFullMarks && isSelection {
      let automatic = report.questions.filter(\.isAutomatic)
      if !automatic.isEmpty {
        lines.append(style.paint(zh ? "评的这几道题全部满分！" : "Full marks on every question graded here!", .green))
      }
      if report.sources == .lessons, hasSolutions, automatic.count == 1, let passed = automatic.first {
        lines.append((zh ? "参考答案：" : "The reference answer: ") + "swift run grader solution \(Self.line(passed.id))")
      }
      if report.sources == .lessons {
        lines.append(zh ? "下一步：swift run grader list（每道题的进度和下一题）" : "What next: swift run grader list (every question's progress, and the next one)")
      }
    } else if report.isFullMarks {
      lines.append(style.paint(zh ? "全部自动评分题满分！" : "Full marks on every automatically graded question!", .green))
    }
    return lines
  }

  /// `text` on one line with every control, bidirectional or invisible character shown as an escape.
  package static func line(_ text: String) -> String {
    PrintableText.escaped(text, keepingLineBreaks: false)
  }

  /// A score without a trailing `.0`, with at most two decimals.
  package static func number(_ value: Double) -> String {
    if value == value.rounded() { return String(Int(value)) }
    let hundredths = Int((value * 100).rounded())
    let text = "\(hundredths / 100).\(String(format2: hundredths % 100))"
    return text.hasSuffix("0") ? String(text.dropLast()) : text
  }
}

extension String {
  /// Two digits, zero-padded.
  fileprivate init(format2 value: Int) {
    self = value < 10 ? "0\(value)" : "\(value)"
  }
}
