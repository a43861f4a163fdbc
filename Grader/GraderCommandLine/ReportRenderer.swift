import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// Renders a report in the format the user asked for; every format is a view of the same `GradeReport`.
struct ReportRenderer: Sendable {
  var format: GraderOptions.Format
  var language: Language
  var environment: [String: String]
  /// Whether the text report may use colour (only when it goes to a terminal).
  var allowsColour = true
  /// Whether the text report shows every question's details (`--verbose`).
  var verbose = false
  /// Second hints the student has opened, for the text report.
  var secondHints: [String: LocalizedText] = [:]
  /// The files each question is answered in, for the text report's questions not started yet.
  var answerFiles: [String: [String]] = [:]
  /// Whether only some questions or lessons were graded (`--question`, `--lesson`), for the text report's footer.
  var isSelection = false
  /// The lesson the text report is about, when it shows one lesson in focus.
  var focus: LessonFocus?
  /// Whether the kit has `Solutions/` for `grader solution` to show.
  var hasSolutions = true
  /// What the course manifest adds to Gradescope's results (visibilities).
  var gradescope = GradescopeReport.Settings()

  func render(_ report: GradeReport) throws -> String {
    switch format {
    case .text:
      let style = allowsColour ? TerminalStyle.detect(fileDescriptor: 1, environment: environment) : TerminalStyle(isEnabled: false)
      var text = TextReport(language: language, style: style, verbose: verbose)
      text.secondHints = secondHints
      text.answerFiles = answerFiles
      text.isSelection = isSelection
      text.focus = focus
      text.hasSolutions = hasSolutions
      return text.render(report)
    case .json: return try JSONReport.render(report)
    case .gradescope: return try GradescopeReport.render(report, language: language, settings: gradescope)
    case .junit: return JUnitReport.render(report)
    case .markdown: return MarkdownReport.render(report, language: language)
    case .classroom: return try ClassroomReport.render(report)
    case .github: return try github(report)
    }
  }

  /// Annotations for the workflow log, the text report with workflow commands stopped, and the step summary.
  private func github(_ report: GradeReport) throws -> String {
    if let summary = environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
      let markdown = MarkdownReport.render(report, language: language)
      if let handle = FileHandle(forWritingAtPath: summary) {
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(markdown.utf8))
      } else {
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: summary))
      }
    }
    let text = TextReport(language: language, style: TerminalStyle(isEnabled: false), verbose: true).render(report)
    let score = "\(TextReport.number(report.score)) / \(TextReport.number(report.maxScore))"
    let title = language == .zh ? "评分报告：\(score)" : "Grading report: \(score)"
    return GitHubCommands.log(
      annotations: GitHubCommands.annotations(for: report), title: title, text: text, token: GitHubCommands.randomToken())
  }
}
