import Foundation

/// The files of a batch in its output folder, rewritten as each student finishes.
struct BatchOutput: @unchecked Sendable {
  var folder: URL
  var course: Course
  private let lock = NSLock()

  init(folder: URL, course: Course) {
    self.folder = folder
    self.course = course
  }

  /// Creates the folders.
  func prepare() throws {
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
  }

  /// Writes `finished`'s report (when given) and the class files from `all`; a failure to write is reported, never fatal.
  func write(_ finished: StudentResult?, all: [StudentResult]) {
    lock.lock()
    defer { lock.unlock() }
    if let finished {
      let report = finished.report ?? Self.placeholder(course: course, problem: finished.problem ?? "not graded")
      if let json = try? JSONReport.render(report) {
        try? Data(json.utf8).write(to: folder.appendingPathComponent("reports/\(finished.student).json"), options: .atomic)
      }
    }
    let files = [
      ("gradebook.csv", Gradebook.csv(all, course: course)),
      ("open-answers.md", Gradebook.openAnswers(all, course: course)),
      ("review-template.csv", Gradebook.reviewTemplate(all, course: course)),
    ]
    for (name, text) in files {
      try? Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
    }
  }

  /// The report of a submission that could not be graded: every question listed at 0 with the reason, so every
  /// student has a report and its maximum matches the assignment's.
  static func placeholder(course: Course, problem: String) -> GradeReport {
    let questions = course.questions.map { lesson, question in
      question.kind.isAutomatic
        ? Scorer.grade(question, lesson: lesson, checks: [CheckResult(name: "submission", status: .failed, message: problem)])
        : Scorer.manual(question, lesson: lesson, answer: nil)
    }
    return Scorer.report(course: course, sources: .lessons, questions: questions, durationSeconds: 0)
  }
}
