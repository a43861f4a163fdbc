import Foundation

/// `grader autograde`: Gradescope's per-submission step; always writes `results.json`.
enum AutogradeCommand {
  static let help = """
    grader autograde: grade one submission the way Gradescope's run_autograder needs.

    USAGE
      grader autograde --submission DIR --results FILE [--timeout SECONDS] [--lang zh|en]

    It finds the student's Lessons/ in DIR, grades it in a workspace holding this kit's own tests, manifest and
    package (never the student's copies; edited copies are named in the output), and writes Gradescope's results.json
    to FILE. It writes FILE even when the submission cannot be graded, and never changes this kit's own files.
    """

  static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    var submission: String?
    var results: String?
    var timeout = 10.0
    var requestedLanguage: Language?
    var packagePath: String?
    var reader = ArgumentReader(arguments)
    while let argument = reader.next() {
      switch argument {
      case "--help", "-h":
        context.print(help + "\n")
        return GraderCommand.success
      case "--submission": submission = try reader.value(for: argument)
      case "--results": results = try reader.value(for: argument)
      case "--timeout": timeout = try reader.number(for: argument, in: 1...3600)
      case "--lang":
        guard let value = Language(rawValue: try reader.value(for: argument)) else { throw KitError.usage("--lang is zh or en") }
        requestedLanguage = value
      case "--package-path": packagePath = try reader.value(for: argument)
      default: throw KitError.usage("unknown argument \(argument)")
      }
    }
    guard let submission, let results else { throw KitError.usage("grader autograde needs --submission DIR and --results FILE") }
    let resultsURL = URL(fileURLWithPath: results, relativeTo: context.currentDirectory)
    let root = try context.kitRoot(packagePath: packagePath)
    let language = requestedLanguage ?? context.localeLanguage
    let json: String
    do {
      let report = try grade(
        submission: URL(fileURLWithPath: submission, relativeTo: context.currentDirectory).standardizedFileURL,
        root: root, timeout: timeout, context: context)
      json = try GradescopeReport.render(report, language: language)
    } catch {
      json = fallback(message: "\(error)", root: root, language: language)
    }
    try FileManager.default.createDirectory(at: resultsURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data((json.hasSuffix("\n") ? json : json + "\n").utf8).write(to: resultsURL, options: .atomic)
    context.print("wrote \(resultsURL.path)\n")
    return GraderCommand.success
  }

  private static func grade(submission: URL, root: URL, timeout: Double, context: CommandContext) throws -> GradeReport {
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    guard let lessons = SubmissionLocator.lessonsFolder(in: submission, lessonFolders: course.lessons.map(\.folder)) else {
      throw KitError.usage(
        "找不到 Lessons 文件夹，请提交整个套件或其中的 Lessons/ / no Lessons folder in the submission: hand in the kit or its Lessons/ folder")
    }
    let shipped = try KitLock.load(root: root) ?? KitLock.compute(root: root)
    let workspace = GradingWorkspace(
      root: root.appendingPathComponent(".build/grader/autograde"), kit: root, lock: try KitLock.compute(root: root))
    try workspace.prepare()
    _ = try workspace.install(lessons: lessons)
    var request = GradeRequest(kitRoot: workspace.root)
    request.timeout = .milliseconds(Int(timeout * 1000))
    request.environment = context.environment
    var report = try Grader(request: request, progress: context.progress(enabled: true)).grade()
    report.modifiedFiles = try KitLock.editedFiles(inCopy: lessons.deletingLastPathComponent(), shipped: shipped)
    return report
  }

  /// A results.json for a submission that could not be graded: every question at zero, with the reason.
  ///
  /// It still lists every question with its points, so Gradescope's total matches the assignment's.
  private static func fallback(message: String, root: URL, language: Language) -> String {
    if let course = try? Course.load(from: root.appendingPathComponent(Course.relativePath)) {
      let questions = course.questions.map { lesson, question in
        question.kind.isAutomatic
          ? Scorer.grade(
            question, lesson: lesson,
            checks: [CheckResult(name: "submission", status: .failed, message: message)])
          : Scorer.manual(question, lesson: lesson, answer: nil)
      }
      let report = Scorer.report(course: course, sources: .lessons, questions: questions, durationSeconds: 0)
      if let json = try? GradescopeReport.render(report, language: language) { return json }
    }
    let object: [String: Any] = ["score": 0, "output": "The autograder could not grade this submission: \(message)", "tests": []]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
