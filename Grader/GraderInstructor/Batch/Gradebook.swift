import GraderCore
/// The class's results as files an instructor opens: a gradebook CSV, the open answers to review, a review template.
enum Gradebook {
  /// One row per student: each question's score, the automatic, open and overall totals, the questions flagged for
  /// review (`reviewFlags`: low-level I/O or looks at the process, which never change a score), and notes.
  package static func csv(_ results: [StudentResult], course: Course) -> String {
    let questions = course.questions.map(\.question)
    var text = CSV.line(
      ["student"] + questions.map(\.id)
        + ["automatic", "automatic max", "open", "open max", "total", "total max", "review", "notes"])
    for result in results {
      guard let report = result.report else {
        text += CSV.line([result.student] + questions.map { _ in "" } + ["", "", "", "", "", "", "", note(result)])
        continue
      }
      let scores = questions.map { question -> String in
        guard let graded = report.questions.first(where: { $0.id == question.id }) else { return "" }
        return graded.status == .manual ? "" : TextReport.number(graded.score)
      }
      let totals = [
        report.score, report.maxScore, report.manualScore, report.manualMaxScore,
        report.score + report.manualScore, report.maxScore + report.manualMaxScore,
      ].map(TextReport.number)
      let flagged = report.questions.filter { !($0.reviewFlags ?? []).isEmpty }.map(\.id).joined(separator: " ")
      text += CSV.line([result.student] + scores + totals + [flagged, note(result)])
    }
    return text
  }

  /// What the instructor should know about a student's row, in one cell.
  static func note(_ result: StudentResult) -> String {
    var parts: [String] = []
    if let problem = result.problem { parts.append("not graded: " + problem) }
    if let report = result.report {
      var byStatus: [QuestionStatus: [String]] = [:]
      var notStarted: [String] = []
      for question in report.questions where question.status != .passed && question.status != .reviewed {
        // A stub that does not build yet (its types are the student's to write) is not a compile error of theirs, and
        // an empty answer (a quiz, an open question) is not one awaiting anything: every kind reads "not started".
        if question.showsNotStarted {
          notStarted.append(question.id)
        } else if question.isAutomatic {
          byStatus[question.status, default: []].append(question.id)
        }
      }
      for status in [QuestionStatus.tampered, .compileError, .crashed, .timedOut] {
        if let ids = byStatus[status] { parts.append("\(status.rawValue): " + ids.joined(separator: " ")) }
      }
      if !notStarted.isEmpty {
        parts.append("not started: " + (notStarted.count > 8 ? "\(notStarted.count) questions" : notStarted.joined(separator: " ")))
      }
      let awaiting = report.questions.filter(\.isAwaitingReview).map(\.id)
      if !awaiting.isEmpty { parts.append("awaiting review: " + awaiting.joined(separator: " ")) }
    }
    return (parts + result.notes).joined(separator: "; ")
  }

  /// The open answers still awaiting review, grouped by question, as Markdown for the instructor to read; each answer
  /// sits in a fenced code block, shown exactly as the student wrote it.
  static func openAnswers(_ results: [StudentResult], course: Course) -> String {
    var text = "# Open answers awaiting review / 待评阅的开放题\n"
    for (_, question) in course.questions where question.kind == .open {
      text += "\n## \(question.id) (\(TextReport.number(question.points)) points)\n\n\(question.title.zh)\n\n\(question.title.en)\n"
      for result in results {
        guard let answer = result.report?.questions.first(where: { $0.id == question.id }), answer.status == .manual
        else { continue }
        // The answer as typed: in a code block, so no Markdown or HTML in it renders, every character printable.
        let body = answer.showsNotStarted ? "_(no answer / 未作答)_" : MarkdownReport.fenced(answer.answer ?? "")
        text += "\n### \(MarkdownReport.literal(result.student))\n\n\(body)\n"
      }
    }
    return text
  }

  /// A review file with a row for every open answer not yet reviewed, ready to fill in and pass to `--review`; a blank
  /// answer has nothing to review and gets no row (a row added by hand still scores it).
  static func reviewTemplate(_ results: [StudentResult], course: Course) -> String {
    var text = CSV.line(ReviewFile.header)
    for result in results {
      for question in result.report?.questions ?? [] where question.isAwaitingReview {
        text += CSV.line([result.student, question.id, "", ""])
      }
    }
    return text
  }
}
