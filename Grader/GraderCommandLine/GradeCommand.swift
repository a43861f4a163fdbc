import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader [options]`: grades the kit the command runs in and prints the report.
enum GradeCommand {
  static func run(_ arguments: [String], context: CommandContext) throws -> Int32 {
    let options = try GraderOptions(parsing: arguments)
    let language = options.language ?? context.localeLanguage
    if options.showsHelp {
      context.print(GraderCommand.help(language, context: context) + "\n")
      return GraderCommand.success
    }
    let root = try context.kitRoot(packagePath: options.packagePath)
    var report: GradeReport
    var secondHints: [String: LocalizedText] = [:]
    if let fromReport = options.fromReport {
      report = try loadReport(fromReport, context: context)
    } else {
      report = try grade(root: root, options: options, context: context)
      // Every grade of the student's work leaves its progress for `grader list`, `hint` and `solution`.
      if !options.solutions, let course = try? Course.load(from: root.appendingPathComponent(Course.relativePath)) {
        let layout = KitLayout(root: root, sources: .lessons)
        StudentProgress.update(with: report, course: course, layout: layout)
        secondHints = HintLadder.secondHints(for: report, course: course, layout: layout)
      }
    }
    if let reviewPath = options.reviewPath {
      let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
      let reviews = try ReviewFile.load(path: reviewPath, relativeTo: context.currentDirectory, course: course)
      report = report.applying(reviews.reviews(for: options.student ?? ""))
    }
    var renderer = ReportRenderer(
      format: options.format, language: language, environment: context.environment,
      allowsColour: options.outputPath == nil, verbose: options.verbose, secondHints: secondHints)
    renderer.isSelection = !options.questionIDs.isEmpty || !options.lessonIDs.isEmpty
    renderer.hasSolutions = FileManager.default.fileExists(atPath: root.appendingPathComponent(Sources.solutions.rawValue).path)
    if let course = try? Course.load(from: root.appendingPathComponent(Course.relativePath)) {
      renderer.gradescope = GradescopeReport.Settings(course: course)
      renderer.answerFiles = answerFiles(of: report, course: course)
      if report.sources == .lessons {
        renderer.focus = focus(of: report, course: course, root: root, requested: options.lessonIDs)
      }
    }
    let rendered = try renderer.render(report)
    if let outputPath = options.outputPath {
      let url = URL(fileURLWithPath: outputPath, relativeTo: context.currentDirectory)
      try Data(rendered.utf8).write(to: url, options: .atomic)
    } else {
      context.print(rendered)
    }
    if let minimum = options.minScorePercent {
      return report.percent + 1e-9 >= minimum ? GraderCommand.success : GraderCommand.notFullMarks
    }
    return report.isFullMarks ? GraderCommand.success : GraderCommand.notFullMarks
  }

  /// The lesson the short text report shows in focus, and every lesson's title.
  static func focus(of report: GradeReport, course: Course, root: URL, requested: [String]) -> LessonFocus? {
    let lessons = course.lessons.map { LessonFocus.Lesson(id: $0.id, title: $0.title) }
    let dates = LessonFocus.lastModified(root: root, lessons: course.lessons.map { ($0.id, $0.folder) })
    let chosen = LessonFocus.choose(
      lessonIDs: lessons.map(\.id), requested: requested, report: report, lastModified: dates)
    return chosen.map { LessonFocus(lessonID: $0, lessons: lessons) }
  }

  /// The kit-relative files (from the manifest) that each question not started yet is answered in.
  static func answerFiles(of report: GradeReport, course: Course) -> [String: [String]] {
    var files: [String: [String]] = [:]
    for question in report.questions where question.isNotStarted {
      guard let found = try? QuestionLookup(question.id, in: course) else { continue }
      let folder = PristineStubs.folderPath(lesson: found.lesson, exercise: found.exercise)
      files[question.id] = found.exercise.files.map { folder + $0 }
    }
    return files
  }

  private static func grade(root: URL, options: GraderOptions, context: CommandContext) throws -> GradeReport {
    var request = GradeRequest(kitRoot: root)
    let solutionsFolder = root.appendingPathComponent(Sources.solutions.rawValue).path
    if options.solutions && !FileManager.default.fileExists(atPath: solutionsFolder) {
      // The student edition ships no reference answers: grading "them" would grade placeholders.
      throw KitError.usage(
        "这一版套件没有 Solutions/，参考答案在老师那里 / --solutions grades the reference answers, and this edition of the "
          + "kit has none (no Solutions/): your teacher holds them")
    }
    request.sources = options.solutions ? .solutions : .lessons
    request.questionIDs = options.questionIDs
    request.reusesResults = true
    request.lessonIDs = options.lessonIDs
    request.timeout = .milliseconds(Int(options.timeoutSeconds * 1000))
    if let jobs = options.jobs { request.jobs = jobs }
    request.environment = context.toolEnvironment
    let progress = context.progress(enabled: options.showsProgress)
    let layout = KitLayout(root: root, sources: request.sources)
    if options.showsProgress && FirstRunNotice.isFirstRun(scratchPath: layout.scratchPath) {
      context.printError(FirstRunNotice.text(options.language ?? context.localeLanguage))
    }
    try? FileManager.default.createDirectory(atPath: layout.runsPath, withIntermediateDirectories: true)
    progress.remembersDurations(at: layout.runsPath + "/phase-seconds.json")
    return try Grader(request: request, progress: progress).grade()
  }

  private static func loadReport(_ path: String, context: CommandContext) throws -> GradeReport {
    let url = URL(fileURLWithPath: path, relativeTo: context.currentDirectory)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw KitError.usage("cannot read the report \(url.path)")
    }
    do {
      return try JSONDecoder().decode(GradeReport.self, from: data)
    } catch {
      throw KitError.usage("\(url.path) is not a grader JSON report: \(error)")
    }
  }
}
