import Foundation
import GraderCore

/// Renders `grader list`: every question's last known status and score, each lesson's progress, and what to do next.
///
/// It reads only the manifest and the progress file, so it costs no build.
public struct ProgressList: Sendable {
  public var language: Language
  public var style: TerminalStyle
  /// Columns for a question's title before it is cut.
  public var titleWidth = 38

  public init(language: Language, style: TerminalStyle) {
    self.language = language
    self.style = style
  }

  /// The list, ending in a newline.
  public func render(course: Course, progress: StudentProgress, now: Date = Date()) -> String {
    let zh = language == .zh
    var lines = [style.paint(zh ? "学习进度 · \(course.title.zh)" : "Progress · \(course.title.en)", .bold)]
    let idWidth = course.questions.map { DisplayWidth.columns(of: $0.question.id) }.max() ?? 0
    let titleColumns = lessonTitleWidth(course: course, progress: progress)
    for lesson in course.lessons {
      lines.append("")
      lines.append(lessonLine(lesson, progress: progress, width: titleColumns))
      for question in lesson.questions {
        lines.append(questionLine(question, entry: progress.questions[question.id], idWidth: idWidth))
      }
    }
    lines.append("")
    if let last = progress.questions.values.map(\.gradedAt).max() {
      lines.append(style.paint((zh ? "上次评分：" : "Last graded: ") + Self.ago(last, now: now, language), .gray))
    }
    lines += nextLines(course: course, progress: progress)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The list in at most `rows` lines: whole when it fits; otherwise every lesson's line, the questions of lesson
  /// `expanding` only (as many as fit, around question `around`), what to do next, and a line naming `grader list`.
  package func lines(
    course: Course, progress: StudentProgress, now: Date = Date(), fitting rows: Int, expanding lessonID: String?,
    around questionID: String? = nil
  ) -> [String] {
    let full = render(course: course, progress: progress, now: now).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    if full.count <= rows { return full }
    let idWidth = course.questions.map { DisplayWidth.columns(of: $0.question.id) }.max() ?? 0
    let titleColumns = lessonTitleWidth(course: course, progress: progress)
    let expanded = course.lessons.first { $0.id == lessonID }?.questions ?? []
    let next = [""] + nextLines(course: course, progress: progress, inWatch: true)
    let more = style.paint(language == .zh ? "……完整列表：swift run grader list" : "… the whole list: swift run grader list", .gray)
    let budget = max(0, rows - 1 - course.lessons.count - next.count - 1)
    let centre = expanded.firstIndex { $0.id == questionID } ?? 0
    let first = max(0, min(centre - budget / 2, expanded.count - budget))
    let shown = expanded[first..<min(expanded.count, first + budget)]
    var lines = [full.first ?? ""]
    for lesson in course.lessons {
      lines.append(lessonLine(lesson, progress: progress, width: titleColumns))
      guard lesson.id == lessonID else { continue }
      lines += shown.map { questionLine($0, entry: progress.questions[$0.id], idWidth: idWidth) }
    }
    return Array((lines + next).prefix(max(1, rows - 1))) + [more]
  }

  /// The lesson's title with a bar of its automatic points and how many of its questions passed.
  func lessonLine(_ lesson: Lesson, progress: StudentProgress, width: Int) -> String {
    let (fraction, counts) = lessonCounts(lesson, progress: progress)
    let title = DisplayWidth.pad(DisplayWidth.truncate(lessonTitle(lesson), to: width), to: width)
    let bar = style.paint(ProgressBar.cells(fraction, width: Self.barWidth), .green)
    return style.paint(title, .bold) + " " + bar + "  " + counts
  }

  /// Cells in a lesson's progress bar.
  static let barWidth = 12
  /// Columns a lesson's line may take, so that it does not wrap in an 80-column terminal.
  static let lessonLineWidth = 80

  /// Columns for the lessons' titles: the widest title, cut where the bar and the widest counts would not fit.
  func lessonTitleWidth(course: Course, progress: StudentProgress) -> Int {
    let widestTitle = course.lessons.map { DisplayWidth.columns(of: lessonTitle($0)) }.max() ?? 0
    let widestCounts = course.lessons.map { DisplayWidth.columns(of: lessonCounts($0, progress: progress).counts) }.max() ?? 0
    return max(20, min(widestTitle, Self.lessonLineWidth - 1 - Self.barWidth - 2 - widestCounts))
  }

  private func lessonTitle(_ lesson: Lesson) -> String {
    "\(lesson.id) · \(lesson.title.text(in: language))"
  }

  /// The share of the lesson's automatic points earned, and how many of its questions passed, in words.
  private func lessonCounts(_ lesson: Lesson, progress: StudentProgress) -> (fraction: Double, counts: String) {
    let automatic = lesson.questions.filter(\.kind.isAutomatic)
    let maximum = automatic.map(\.points).reduce(0, +)
    let score = automatic.compactMap { progress.questions[$0.id]?.score }.reduce(0, +)
    let passed = automatic.filter { progress.questions[$0.id]?.status == .passed }.count
    let counts =
      language == .zh
      ? "通过 \(passed)/\(automatic.count) 题 · \(TextReport.number(score)) / \(TextReport.number(maximum)) 分"
      : "\(passed)/\(automatic.count) passed · \(TextReport.number(score)) / \(TextReport.number(maximum)) points"
    return (maximum > 0 ? score / maximum : 0, counts)
  }

  /// One question: symbol, ID, title, last score and status ("not graded yet" when there is none).
  func questionLine(_ question: Question, entry: StudentProgress.Entry?, idWidth: Int) -> String {
    let title = DisplayWidth.pad(DisplayWidth.truncate(question.title.text(in: language), to: titleWidth), to: titleWidth)
    let symbol: String
    let label: String
    let color: TerminalStyle.Color
    let score: String
    if let entry {
      let notStarted = entry.notStarted && entry.status != .passed
      symbol = notStarted ? StatusLabel.notStartedSymbol : StatusLabel.symbol(entry.status)
      label = notStarted ? StatusLabel.notStartedText(language) : StatusLabel.text(entry.status, language)
      color = notStarted ? .gray : StatusLabel.color(entry.status)
      score = entry.status == .manual
        ? "  – / \(TextReport.number(question.points))"
        : "\(TextReport.number(entry.score)) / \(TextReport.number(entry.maxScore))"
    } else {
      symbol = "?"
      label = language == .zh ? "尚未评分" : "not graded yet"
      color = .gray
      score = "  – / \(TextReport.number(question.points))"
    }
    let id = DisplayWidth.pad(question.id, to: idWidth)
    return "  \(style.paint(symbol, color)) \(id)  \(title)  \(DisplayWidth.pad(score, to: 9))  \(style.paint(label, color))"
  }

  /// What to do next: grade first when nothing was graded, else the first automatic question not passed. Inside
  /// `grader watch` (`inWatch`) it does not tell the student to start the watch they are in.
  func nextLines(course: Course, progress: StudentProgress, inWatch: Bool = false) -> [String] {
    let zh = language == .zh
    if progress.questions.isEmpty {
      return [zh ? "还没有评过分。先运行：swift run grader（或 swift run grader watch）"
        : "Nothing graded yet. Start with: swift run grader (or swift run grader watch)"]
    }
    guard let next = Self.next(course: course, progress: progress) else {
      return [style.paint(zh ? "全部自动评分题都已通过！" : "Every automatically graded question has passed!", .green)]
    }
    return [
      (zh ? "下一题：" : "Next: ") + "\(next.id) · \(next.title.text(in: language))",
      inWatch ? nil : "  swift run grader watch                 " + (zh ? "# 每次保存都重新评分" : "# regrades on every save"),
      "  swift run grader --question \(next.id)",
      "  swift run grader hint \(next.id)",
    ].compactMap { $0 }
  }

  /// The first automatically graded question, in course order, whose last known status is not passed.
  public static func next(course: Course, progress: StudentProgress) -> Question? {
    course.questions.map(\.question).first { $0.kind.isAutomatic && progress.questions[$0.id]?.status != .passed }
  }

  /// How long ago `date` was, in words.
  static func ago(_ date: Date, now: Date, _ language: Language) -> String {
    let seconds = max(0, Int(now.timeIntervalSince(date)))
    let zh = language == .zh
    switch seconds {
    case ..<60: return zh ? "刚才" : "just now"
    case ..<3600: return zh ? "\(seconds / 60) 分钟前" : "\(seconds / 60) min ago"
    case ..<86400: return zh ? "\(seconds / 3600) 小时前" : "\(seconds / 3600) h ago"
    default: return zh ? "\(seconds / 86400) 天前" : "\(seconds / 86400) days ago"
    }
  }
}
