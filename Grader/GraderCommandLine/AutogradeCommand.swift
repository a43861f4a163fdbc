import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader autograde`: Gradescope's per-submission step; always writes `results.json`.
enum AutogradeCommand: Subcommand {
  struct Options: Sendable {
    var submission: String?
    var results: String?
    var timeout = 10.0
    var budget = Double(ExerciseTestRunner.seconds(GradeRequest.defaultBudget))
    var language: Language?
    var packagePath: String?
    /// The part of the course the assignment covers.
    var scope = AssignmentScope()
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "autograde",
    abstract: LocalizedText(
      en: "grade one submission the way Gradescope's run_autograder needs.", zh: "按 Gradescope run_autograder 的要求为一份提交评分。"),
    discussion: LocalizedText(
      en: """
        It finds the student's Lessons/ in DIR, grades it in a workspace holding this kit's own tests, manifest and
        package (never the student's copies; edited copies are named in the output), and writes Gradescope's results.json
        to FILE. It writes FILE even when the submission cannot be graded, and never changes this kit's own files.
        """,
      zh: """
        在 DIR 中找到学生的 Lessons/，在一个装有本套件自己的测试、清单和包描述的工作区里评分（从不使用学生的副本；
        被改动的副本会在输出中列出），并把 Gradescope 的 results.json 写到 FILE。即使提交无法评分也会写 FILE，
        且从不修改本套件自己的文件。
        """),
    options: [
      .value("--submission", valueName: LocalizedText(en: "DIR", zh: "目录"),
        help: LocalizedText(en: "the student's submission (required)", zh: "学生的提交（必填）")) { $0.submission = $1 },
      .value("--results", valueName: LocalizedText(en: "FILE", zh: "文件"),
        help: LocalizedText(en: "where to write results.json (required)", zh: "results.json 的路径（必填）")) { $0.results = $1 },
      .timeout { $0.timeout = $1 },
      .budget { $0.budget = $1 },
      .language { $0.language = $1 },
      .packagePath { $0.packagePath = $1 },
      .assignmentLesson { $0.scope.lessonIDs.append($1) },
      .assignmentQuestion { $0.scope.questionIDs.append($1) },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    guard let submission = options.submission, let results = options.results else {
      throw KitError.usage("grader autograde needs --submission DIR and --results FILE")
    }
    let resultsURL = URL(fileURLWithPath: results, relativeTo: context.currentDirectory)
    let root = try context.kitRoot(packagePath: options.packagePath)
    let language = options.language ?? context.localeLanguage
    let json: String
    do {
      let report = try grade(
        submission: URL(fileURLWithPath: submission, relativeTo: context.currentDirectory).standardizedFileURL,
        root: root, options: options, context: context)
      let course = try options.scope.apply(to: Course.load(from: root.appendingPathComponent(Course.relativePath)))
      var settings = GradescopeReport.Settings(course: course)
      // The submission's own copies of kit files were never used: say so, rather than doubt the grade.
      settings.modifiedFilesWereIgnored = true
      json = try GradescopeReport.render(report, language: language, settings: settings)
    } catch {
      json = fallback(message: "\(error)", root: root, scope: options.scope, language: language)
    }
    try FileManager.default.createDirectory(at: resultsURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data((json.hasSuffix("\n") ? json : json + "\n").utf8).write(to: resultsURL, options: .atomic)
    context.print("wrote \(resultsURL.path)\n")
    return GraderCommand.success
  }

  private static func grade(submission: URL, root: URL, options: Options, context: CommandContext) throws -> GradeReport {
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    guard let lessons = SubmissionLocator.lessonsFolder(in: submission, lessonFolders: course.lessons.map(\.folder)) else {
      throw KitError.kit(
        "找不到 Lessons 文件夹，请提交整个套件或其中的 Lessons/ / no Lessons folder in the submission: hand in the kit or its Lessons/ folder")
    }
    // The size limits, measured before anything of the submission is hashed or copied.
    if case .failure(let refusal) = SubmissionPreflight().check(submission, lessonFolders: course.lessons.map(\.folder)) {
      throw KitError.kit(refusal.message)
    }
    let shipped = try KitLock.load(root: root) ?? KitLock.compute(root: root)
    let workspace = GradingWorkspace(
      root: root.appendingPathComponent(".build/grader/autograde"), kit: root, lock: try KitLock.compute(root: root))
    try workspace.prepare()
    _ = try workspace.install(lessons: lessons)
    if geteuid() == 0 {
      // As root, the test processes run as another user: close the kit (and its other git checkouts) to other users.
      SandboxPermissions.closeToOthers(root.path)
      for folder in SandboxPermissions.otherCheckouts(of: root) { SandboxPermissions.closeToOthers(folder.path) }
    }
    var request = workspace.gradeRequest()
    request.timeout = .milliseconds(Int(options.timeout * 1000))
    request.budget = .milliseconds(Int(options.budget * 1000))
    request.environment = context.toolEnvironment
    request.lessonIDs = options.scope.lessonIDs
    request.questionIDs = options.scope.questionIDs
    var report = try Grader(request: request, progress: context.progress(enabled: true)).grade()
    report.modifiedFiles = try KitLock.editedFiles(inCopy: lessons.deletingLastPathComponent(), shipped: shipped)
    return report
  }

  /// A results.json for a submission that could not be graded: every question at zero, with the reason.
  ///
  /// It still lists every question with its points, so Gradescope's total matches the assignment's.
  private static func fallback(message: String, root: URL, scope: AssignmentScope, language: Language) -> String {
    if let course = try? scope.apply(to: Course.load(from: root.appendingPathComponent(Course.relativePath))) {
      let settings = GradescopeReport.Settings(course: course, problem: message)
      let report = BatchOutput.placeholder(course: course, problem: message)
      if let json = try? GradescopeReport.render(report, language: language, settings: settings) { return json }
    }
    let object: [String: Any] = [
      "score": 0, "output_format": "text",
      "output": "这份提交无法评分 / The autograder could not grade this submission: \(PrintableText.escaped(message))", "tests": [],
    ]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
