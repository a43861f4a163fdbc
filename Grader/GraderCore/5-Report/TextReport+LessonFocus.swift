/// The short text report with one lesson in focus: that lesson question by question (the first questions not passed
/// in detail, a run of questions not started on one line), and every other lesson on one line with its progress, its
/// points and the command that shows it.
extension TextReport {
  /// The focused report, ending in a newline.
  func renderFocused(_ report: GradeReport, focus: LessonFocus) -> String {
    let zh = language == .zh
    let mine = report.questions.filter { $0.lesson == focus.lessonID }
    let idWidth = mine.map { DisplayWidth.columns(of: $0.id) }.max() ?? 0
    // What the student has started comes first, in course order: the questions not started wait their turn.
    let open = mine.filter { $0.isAutomatic && $0.status != .passed }
    let notPassed = open.filter { !$0.isNotStarted } + open.filter(\.isNotStarted)
    let detailed = Set(notPassed.prefix(detailLimit).map(\.id) + mine.filter { $0.status == .reviewed }.map(\.id))
    var lines = [headingLine(report), ""]
    let title = focus.lessons.first { $0.id == focus.lessonID }.map { Self.line($0.title.text(in: language)) } ?? ""
    let (score, maximum) = Self.points(mine)
    lines.append(style.paint(
      "\(Self.line(focus.lessonID)) · \(title)  \(Self.number(score)) / \(Self.number(maximum))", .bold))
    for section in report.sections {
      let questions = mine.filter { $0.section == section.id }
      guard !questions.isEmpty else { continue }
      let (sectionScore, sectionMaximum) = Self.points(questions)
      let subtotal = sectionMaximum > 0 ? "\(Self.number(sectionScore)) / \(Self.number(sectionMaximum))" : ""
      let heading = Self.line(section.title.text(in: language))
      lines.append(style.paint(DisplayWidth.pad(heading, to: idWidth + titleWidth + 4) + " " + subtotal, .bold))
      lines += focusedQuestionLines(questions, detailed: detailed, idWidth: idWidth)
    }
    let others = focus.lessons.filter { lesson in
      lesson.id != focus.lessonID && report.questions.contains { $0.lesson == lesson.id }
    }
    if !others.isEmpty {
      lines += ["", style.paint(zh ? "其他课" : "Other lessons", .bold)]
      lines += others.map { otherLessonLine($0, questions: report.questions.filter { [id = $0.id] in $0.lesson == id }) }
    }
    lines.append("")
    let hidden = notPassed.filter { !detailed.contains($0.id) }.count
    let command = "swift run grader --lesson \(Self.line(focus.lessonID)) --verbose"
    // The next question is this lesson's first not passed; once the lesson is done, the course's.
    let next = notPassed.first ?? report.questions.first { $0.isAutomatic && $0.status != .passed }
    lines += totalLines(report, hiddenDetails: hidden, detailsCommand: command, next: next)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lesson's questions, one line each, except that two or more questions in a row not started (and not shown in
  /// detail) share one line.
  func focusedQuestionLines(_ questions: [GradeReport.Question], detailed: Set<String>, idWidth: Int) -> [String] {
    var lines: [String] = []
    var run: [GradeReport.Question] = []
    func flush() {
      if run.count >= 2 {
        lines.append(notStartedRunLine(run, idWidth: idWidth))
      } else {
        lines += run.map { summaryLine($0, idWidth: idWidth) }
      }
      run = []
    }
    for question in questions {
      if question.isNotStarted && question.status != .passed && !detailed.contains(question.id) {
        run.append(question)
        continue
      }
      flush()
      lines.append(summaryLine(question, idWidth: idWidth))
      if detailed.contains(question.id) { lines += detailLines(question) }
    }
    flush()
    return lines
  }

  /// One line for questions not started yet: the first and last IDs, how many, and their points.
  func notStartedRunLine(_ run: [GradeReport.Question], idWidth: Int) -> String {
    let first = Self.line(run.first?.id ?? "")
    let last = Self.line(run.last?.id ?? "")
    let text = language == .zh ? "这 \(run.count) 道题尚未开始" : "\(run.count) questions, not started"
    let (score, maximum) = Self.points(run)
    // Open questions are the instructor's to score: their points show as the summary line of one does.
    let open = run.filter { !$0.isAutomatic }.map(\.maxScore).reduce(0, +)
    let points = maximum == 0 && open > 0 ? "  – / \(Self.number(open))" : "\(Self.number(score)) / \(Self.number(maximum))"
    let label = DisplayWidth.pad("\(first) … \(last)  \(text)", to: idWidth + titleWidth + 2)
    let symbol = style.paint(StatusLabel.notStartedSymbol, .gray)
    return "  \(symbol) " + style.paint(label, .gray) + "  " + points
  }

  /// Another lesson on one line: its ID and title, a progress bar, its automatic points and the command that shows it.
  func otherLessonLine(_ lesson: LessonFocus.Lesson, questions: [GradeReport.Question]) -> String {
    let (score, maximum) = Self.points(questions)
    let title = DisplayWidth.pad(DisplayWidth.truncate(Self.line(lesson.title.text(in: language)), to: 24), to: 24)
    let bar = style.paint(Self.bar(maximum > 0 ? score / maximum : 0, width: 10), .green)
    let points = DisplayWidth.pad("\(Self.number(score)) / \(Self.number(maximum))", to: 9)
    return "  \(DisplayWidth.pad(Self.line(lesson.id), to: 3)) \(title) \(bar) \(points) swift run grader --lesson \(Self.line(lesson.id))"
  }

  /// The automatic score and maximum of `questions`.
  static func points(_ questions: [GradeReport.Question]) -> (score: Double, maximum: Double) {
    let automatic = questions.filter(\.isAutomatic)
    return (automatic.map(\.score).reduce(0, +), automatic.map(\.maxScore).reduce(0, +))
  }

  /// `fraction` (clamped to 0…1) as `width` filled and empty cells.
  package static func bar(_ fraction: Double, width: Int) -> String {
    let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
    let filled = Int((clamped * Double(width)).rounded(.down))
    return String(repeating: "█", count: filled) + String(repeating: "░", count: max(0, width - filled))
  }
}
