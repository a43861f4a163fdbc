import Foundation
import GraderCore

/// What `grader watch` shows: a one-line bar of every question, the first question not yet passed in full (status,
/// failing check, compiler lines, hint), and the keys.
package struct WatchScreen: Sendable {
  package init(language: Language, style: TerminalStyle, width: Int) {
    self.language = language
    self.style = style
    self.width = width
  }

  /// What the lower part of the screen holds.
  enum Mode: Sendable, Equatable {
    /// The focused question.
    case focus
    /// The focused question with every hint level open to the student.
    case hints
    /// `grader list`.
    case list
    /// A question before resetting the focused question's exercise.
    case confirmReset
  }

  /// Everything the screen is drawn from.
  struct Content: Sendable {
    package var course: Course
    package var report: GradeReport?
    package var focus: GradeReport.Question?
    package var progress: StudentProgress
    /// The focused question's check intents, for the second hint level.
    package var intents: [String: LocalizedText] = [:]
    /// Kit-relative files of the focused question's exercise.
    package var files: [String] = []
    var mode: Mode = .focus
    var isGrading = false
    /// What the running grade is doing (the build's `[n/m]` modules, the seconds so far), while it runs.
    var progressLine: String?
    /// When the report was made.
    var gradedAt: Date?
    /// A line about what just happened (a reset, a save during grading, an error).
    var notice: String?
    package var mechanism: String = ""
    /// Whether keys arrive one at a time (a terminal) or as lines (Xcode's console); `nil` when nothing can be typed.
    package var singleKeys: Bool? = true
  }

  package var language: Language
  package var style: TerminalStyle
  package var width: Int
  /// Rows of the terminal: the list view (`l`) fits in them.
  package var height = 40
  /// Compiler lines shown for the focused question.
  var maxDiagnosticLines = 14
  /// Lines of a failing check's message shown.
  var maxMessageLines = 6

  private var zh: Bool { language == .zh }

  /// The screen's lines: at most `height - 1` (the cursor takes the last row) when cutting the compiler's lines and
  /// the failing check's message to a few can make them fit, so the headline never scrolls away.
  func render(_ content: Content) -> [String] {
    var lines = layout(content)
    guard content.mode != .list else { return lines }
    var fitted = self
    while lines.count > height - 1, fitted.maxDiagnosticLines > 3 || fitted.maxMessageLines > 2 {
      let over = lines.count - (height - 1)
      if fitted.maxDiagnosticLines > 3 {
        fitted.maxDiagnosticLines = max(3, fitted.maxDiagnosticLines - over)
      } else {
        fitted.maxMessageLines = max(2, fitted.maxMessageLines - over)
      }
      lines = fitted.layout(content)
    }
    return lines
  }

  /// The screen's lines, with the compiler's lines and the check's message cut at `maxDiagnosticLines` and
  /// `maxMessageLines`.
  private func layout(_ content: Content) -> [String] {
    var lines = wrap(headline(content), indent: "")
    if let report = content.report { lines.append(progressBar(report)) }
    lines.append(rule)
    switch content.mode {
    case .list:
      // The rest of the screen takes about six rows: the headline, the bar, two rules, the keys and the cursor's.
      let lesson = content.focus?.lesson ?? content.course.lessons.first?.id
      lines += ProgressList(language: language, style: style).lines(
        course: content.course, progress: content.progress, fitting: max(8, height - 6 - (content.notice == nil ? 0 : 1)),
        expanding: lesson, around: content.focus?.id)
    case .focus, .hints, .confirmReset:
      lines += focusLines(content)
    }
    lines.append(rule)
    if let notice = content.notice { lines += wrap(Self.printable(notice), indent: "") }
    if content.mode == .confirmReset, let focus = content.focus, let question = manifestQuestion(focus.id, in: content.course) {
      let folder = exerciseFolder(of: question, in: content.course) ?? ""
      let lessonQuestions = content.course.lessons.first { $0.questions.contains(question) }?.questions ?? []
      let siblings = lessonQuestions.filter { $0.exercise == question.exercise && $0.id != question.id }
      let together =
        siblings.isEmpty ? ""
        : zh ? "同一练习的另外 \(siblings.count) 道题也会一起恢复。" : "The other \(siblings.count) questions of this exercise are reset too. "
      lines += wrap(
        zh ? "把 \(folder) 恢复成初始代码？\(together)你的文件会先备份到 .build/grader/backup/。按 y 确认，其他键取消。"
          : "Reset \(folder) to its stub? \(together)Your files are backed up to .build/grader/backup/ first. Press y to confirm, any other key to cancel.",
        indent: "")
    }
    lines += wrap(keysLine(content), indent: "").map { style.paint($0, .gray) }
    return lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  /// A line across the screen (at most 80 columns).
  private var rule: String { style.paint(String(repeating: "─", count: min(width, 80)), .gray) }

  /// The title, what the watcher uses, and whether a grade is running.
  func headline(_ content: Content) -> String {
    let title = zh ? "grader watch · 保存即评分" : "grader watch · grades on every save"
    let state =
      content.isGrading
      ? style.paint((zh ? "评分中…" : "grading…") + (content.progressLine.map { " " + Self.printable($0) } ?? ""), .yellow)
      : content.report.map { style.paint((zh ? "已评分 " : "graded ") + Self.time($0, at: content.gradedAt ?? Date()), .gray) } ?? ""
    let watching = content.mechanism.isEmpty ? "" : style.paint("(\(content.mechanism))", .gray)
    return [style.paint(title, .bold), watching, state].filter { !$0.isEmpty }.joined(separator: "  ")
  }

  /// One symbol per automatically graded question, then the counts: the progress of everything at a glance, on one
  /// line (cut with `…` when the questions do not fit).
  func progressBar(_ report: GradeReport) -> String {
    let automatic = report.questions.filter(\.isAutomatic)
    let passed = automatic.filter { $0.status == .passed }.count
    let counts =
      zh
      ? "通过 \(passed)/\(automatic.count) 题 · \(TextReport.number(report.score)) / \(TextReport.number(report.maxScore)) 分"
      : "\(passed)/\(automatic.count) passed · \(TextReport.number(report.score)) / \(TextReport.number(report.maxScore)) points"
    let label = zh ? "进度 " : "Progress "
    let room = width - DisplayWidth.columns(of: label) - DisplayWidth.columns(of: counts) - 2
    guard room >= 10 else { return DisplayWidth.truncate(label + counts, to: width) }
    let shown = automatic.count > room ? Array(automatic.prefix(room - 1)) : automatic
    var symbols = shown.map { question -> String in
      let notStarted = question.isNotStarted && question.status != .passed
      let symbol = notStarted ? StatusLabel.notStartedSymbol : StatusLabel.symbol(question.status)
      return style.paint(symbol, notStarted ? .gray : StatusLabel.color(question.status))
    }.joined()
    if shown.count < automatic.count { symbols += "…" }
    return label + symbols + "  " + counts
  }

  /// The focused question in full: status, file, failing check, compiler lines, hint.
  func focusLines(_ content: Content) -> [String] {
    guard content.report != nil else {
      return [zh ? "第一次评分中，请稍候…" : "Grading for the first time…"]
    }
    guard let focus = content.focus, let question = manifestQuestion(focus.id, in: content.course) else {
      return [style.paint(zh ? "全部自动评分题都通过了！开放题由老师评分。" : "Every automatically graded question has passed! The open questions go to your teacher.", .green)]
    }
    let notStarted = focus.isNotStarted && focus.status != .passed
    var lines = focusHeaderLines(focus, notStarted: notStarted, files: content.files)
    if notStarted {
      lines += notStartedLines(focus)
    } else {
      lines += failingCheckLines(focus, intents: content.intents)
      lines += compilerLines(focus)
      lines += noteLines(focus)
    }
    lines += hintLines(question, focus: focus, content: content)
    return lines
  }

  /// The question's symbol, id and title, its score and status, and the files to edit.
  private func focusHeaderLines(_ focus: GradeReport.Question, notStarted: Bool, files: [String]) -> [String] {
    let color = notStarted ? TerminalStyle.Color.gray : StatusLabel.color(focus.status)
    let status = notStarted ? StatusLabel.notStartedText(language) : StatusLabel.text(focus.status, language)
    let symbol = notStarted ? StatusLabel.notStartedSymbol : StatusLabel.symbol(focus.status)
    var lines = wrap(
      style.paint(symbol, color) + " " + style.paint("\(focus.id) · \(focus.title.text(in: language))", .bold), indent: "  ")
    lines.append("  " + "\(TextReport.number(focus.score)) / \(TextReport.number(focus.maxScore)) · " + style.paint(status, color))
    if !files.isEmpty {
      lines += wrap((zh ? "文件：" : "File: ") + files.joined(separator: ", "), indent: "  ")
    }
    return lines
  }

  /// How to begin an untouched question, and that a stub that does not compile is meant not to.
  private func notStartedLines(_ focus: GradeReport.Question) -> [String] {
    let stubNote =
      focus.status == .compileError
      ? (zh ? "这道题的初始代码故意编译不过，这是题目的一部分。" : "Its stub does not compile on purpose: that is part of the exercise.") : ""
    return wrap((zh ? "还没有开始：打开上面的文件作答，保存后自动评分。" : "Not started: open the file above, answer, save; it is graded at once. ") + stubNote, indent: "  ")
  }

  /// The first failing check (unless the code did not compile): its name and intent, and the start of its message.
  private func failingCheckLines(_ focus: GradeReport.Question, intents: [String: LocalizedText]) -> [String] {
    guard let check = focus.checks.first(where: { !$0.passed }), focus.status != .compileError else { return [] }
    var lines: [String] = []
    if check.status != .unanswered {
      // The manifest's requirement, where the question lists them; else what the suite says the check is for.
      let intent = (check.requirement?.text ?? intents[check.name]).map { " — " + $0.text(in: language) } ?? ""
      lines += wrap(style.paint((zh ? "未通过的检查：" : "Failing check: ") + check.name, .red) + intent, indent: "  ")
    }
    let all = LocalizedText.messageLines(
      Self.printable(check.message).split(separator: "\n", omittingEmptySubsequences: false).map(String.init), in: language)
    lines += all.prefix(maxMessageLines).flatMap { wrap(String($0), indent: "    ") }
    if all.count > maxMessageLines {
      let more = all.count - maxMessageLines
      lines.append("    " + style.paint(
        zh ? "……还有 \(more) 行（swift run grader --question \(focus.id) --verbose）"
          : "… \(more) more \(more == 1 ? "line" : "lines") (swift run grader --question \(focus.id) --verbose)", .gray))
    }
    return lines
  }

  /// The start of the compiler's output, when there is any.
  private func compilerLines(_ focus: GradeReport.Question) -> [String] {
    guard let diagnostics = focus.diagnostics, !diagnostics.isEmpty else { return [] }
    var lines = ["  " + style.paint(zh ? "编译器：" : "Compiler:", .red)]
    let all = Self.printable(diagnostics).split(separator: "\n", omittingEmptySubsequences: false)
    lines += all.prefix(maxDiagnosticLines).map { "    " + DisplayWidth.truncate(String($0), to: max(20, width - 4)) }
    if all.count > maxDiagnosticLines {
      lines.append("    " + style.paint(
        zh ? "……还有 \(all.count - maxDiagnosticLines) 行（swift run grader --question \(focus.id) --verbose）"
          : "… \(all.count - maxDiagnosticLines) more \(all.count - maxDiagnosticLines == 1 ? "line" : "lines") (swift run grader --question \(focus.id) --verbose)", .gray))
    }
    return lines
  }

  /// Why the question is flagged for review, and what its compiler errors mean: the same notes as the text report's.
  private func noteLines(_ focus: GradeReport.Question) -> [String] {
    let flags = (focus.reviewFlags ?? []).map { (zh ? "待复核：" : "Review: ") + $0.text(in: language) }
    let hints = (focus.compileHints ?? []).map { CompileHint.label.text(in: language) + $0.text(in: language) }
    return (flags + hints).flatMap { wrap(style.paint(Self.printable($0), .yellow), indent: "  ") }
  }

  /// The hints open so far (every one in hints mode, else the first), and when the next one opens.
  private func hintLines(_ question: Question, focus: GradeReport.Question, content: Content) -> [String] {
    let ladder = HintLadder(question: question, progress: content.progress.questions[focus.id], intents: content.intents)
    let shown = content.mode == .hints ? ladder.levels : Array(ladder.levels.prefix(1))
    var lines: [String] = []
    for level in shown {
      let label = ladder.levels.count > 1 || content.mode == .hints ? (zh ? "提示 \(level.number)：" : "Hint \(level.number): ") : (zh ? "提示：" : "Hint: ")
      lines += wrap(style.paint(label, .yellow) + level.text.text(in: language), indent: "  ")
    }
    if content.mode == .hints, let remaining = ladder.attemptsToNextLevel {
      lines += wrap(style.paint(
        zh ? "再有 \(remaining) 次改动后仍未通过，会出现第 \(ladder.levels.count + 1) 级提示。"
          : "Hint \(ladder.levels.count + 1) opens after \(remaining) more graded \(remaining == 1 ? "try" : "tries") that change your files and still do not pass.", .gray),
        indent: "  ")
    } else if content.mode == .focus && ladder.levels.count > 1 {
      lines.append("  " + style.paint(zh ? "按 h 查看全部提示。" : "Press h for every hint.", .gray))
    }
    return lines
  }

  /// The keys, or how to type them where keys cannot be read one at a time.
  func keysLine(_ content: Content) -> String {
    let keys = zh ? "h 提示 · l 列表 · n 下一题 · r 重置本练习 · q 退出" : "h hint · l list · n next · r reset this exercise · q quit"
    switch content.singleKeys {
    case true?: return keys
    case false?: return (zh ? "输入字母后按回车：" : "Type a letter and press Return: ") + keys
    case nil: return zh ? "保存文件即重新评分；按 Ctrl-C 结束。" : "Saving a file regrades; Ctrl-C stops."
    }
  }

  /// `text` broken into lines no wider than the screen, each after `indent`: at a space where there is one (English),
  /// anywhere otherwise (Chinese has none).
  func wrap(_ text: String, indent: String) -> [String] {
    let limit = max(20, width - DisplayWidth.columns(of: indent))
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line: [Character] = []
      var columns = 0
      var inEscape = false
      for character in paragraph {
        // Colour escapes take no room.
        if character == "\u{1B}" { inEscape = true }
        if inEscape {
          line.append(character)
          if character == "m" { inEscape = false }
          continue
        }
        let characterWidth = DisplayWidth.columns(of: String(character))
        if columns + characterWidth > limit {
          var carried: [Character] = []
          if character != " ", let space = line.lastIndex(of: " "), space > 0, line.count - space < limit / 2 {
            carried = Array(line[(space + 1)...])
            line.removeSubrange(space...)
          }
          lines.append(indent + String(line))
          line = carried
          columns = DisplayWidth.columns(of: String(carried))
          if character == " " && line.isEmpty { continue }
        }
        line.append(character)
        columns += characterWidth
      }
      lines.append(indent + String(line))
    }
    return lines
  }

  private func manifestQuestion(_ id: String, in course: Course) -> Question? {
    course.questions.first { $0.question.id == id }?.question
  }

  private func exerciseFolder(of question: Question, in course: Course) -> String? {
    guard let lesson = course.lessons.first(where: { $0.questions.contains(question) }),
      let exercise = lesson.exercise(question.exercise)
    else { return nil }
    return PristineStubs.folderPath(lesson: lesson, exercise: exercise)
  }

  /// Text a student's code controls (check messages, printed output, compiler lines) with every control, bidirectional
  /// or invisible character shown as an escape, so nothing it prints can move the cursor or recolour the screen.
  static func printable(_ text: String) -> String {
    PrintableText.escaped(text)
  }

  /// When the report was made, as hours, minutes and seconds (for "graded 14:03:12").
  static func time(_ report: GradeReport, at date: Date) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: date) + " (\(TextReport.number((report.durationSeconds * 10).rounded() / 10)) s)"
  }
}
