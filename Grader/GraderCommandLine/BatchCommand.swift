import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader batch DIR`: grades every student's submission in DIR against this kit and writes a gradebook.
enum BatchCommand: Subcommand {
  struct Options: Sendable {
    var submissions = ""
    var output = "grades"
    var jobs: Int?
    var timeout = 10.0
    var budget = Double(ExerciseTestRunner.seconds(GradeRequest.defaultBudget))
    var reviewPath: String?
    var packagePath: String?
    var showsProgress = true
    var shard: Shard?
    var byteOrderMark = true
    /// The part of the course the assignment covers.
    var scope = AssignmentScope()
    /// The child-process side of a batch: grade this one submission folder…
    var worker: String?
    /// …in this workspace…
    var workerSlot = 1
    /// …and write its `StudentResult` here.
    var workerResult: String?
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "batch",
    abstract: LocalizedText(en: "grade a whole class into a gradebook.", zh: "为全班评分，生成成绩册。"),
    discussion: LocalizedText(
      en: """
        SUBMISSIONS holds one folder per student: a copy of the kit, or just its Lessons/ folder (one extra folder level,
        as a zip unpacks, is fine). Every student is graded with this kit's own Tests/, Course/course.json and
        Package.swift, whatever their copy holds; edited kit files are named in the notes.

        Each student is graded in a process of its own, so a submission that breaks its grading costs only its own
        row. The files below are rewritten as each student finishes; run the same command again after an interruption
        and the students already graded (same submission, same kit, same limits) are not graded again.

        It writes to DIR (default: grades/ in the current folder):
          gradebook.csv          one row per student: each question's score, totals, notes
          reports/STUDENT.json   each student's full report (the JSON of grader --format json); a submission that
                                 could not be graded gets one too, every question at 0 with the reason
          open-answers.md        the open answers awaiting review, by question
          review-template.csv    a review file to fill in (points, comment) and pass back with --review
          students.json          the index grader merge reads, with the kit's identity (its lock digest)
          sources/STUDENT.json   the student's code of the code exercises, for the class report and grader merge
          class-report.html      the class at a glance (also .md and .json): score histogram, questions, the checks
                                 failed most, frequent compile errors, students to look at, similar code

        A file among the submissions, a folder without Lessons/, or a submission over the limits (2,000 files,
        2,000 folders or 20 MB, measured before anything is read) gets a row saying why it was not graded. A folder with no
        submission at all is an error.

        With --shard i/N it grades only its share of the class (students i, i+N, … of the sorted folders), so N
        machines (a CI matrix) grade a class together; grader merge joins their folders into one.
        """,
      zh: """
        SUBMISSIONS 中每位学生一个文件夹：整个套件的副本，或只有其中的 Lessons/（压缩包解开后多一层文件夹也可以）。
        每位学生都用本套件自己的 Tests/、Course/course.json 和 Package.swift 评分，不管副本里是什么；
        被改动的套件文件会写在备注里。

        每位学生在单独的进程中评分，某份提交即使破坏了评分进程，也只影响它自己那一行。下列文件在每位学生评完后即时更新；
        中断后再次运行同一命令，已经评过（提交、套件和限制都没变）的学生不会重评。

        输出到 DIR（默认：当前目录下的 grades/）：
          gradebook.csv          每位学生一行：各题得分、总分、备注
          reports/学生.json       每位学生的完整报告（grader --format json 的 JSON）；无法评分的提交也有一份，各题 0 分并写明原因
          open-answers.md        按题列出等待评阅的开放题答案
          review-template.csv    评阅表：填好分数和评语后用 --review 传回
          students.json          grader merge 读取的索引，记录套件的身份（锁文件摘要）
          sources/学生.json       学生编程题的代码，供班级报告和 grader merge 使用
          class-report.html      全班概况（另有 .md 和 .json）：分数分布、各题、失败最多的检查、常见编译错误、
                                 需要查看的学生、相似代码

        提交中的普通文件、没有 Lessons/ 的文件夹、超出限制（2000 个文件或 20 MB，在读取任何内容之前测量）的提交，
        都会有一行说明为什么没有评分。提交文件夹里一份提交都没有时报错。

        加上 --shard i/N 时只评自己那一份（按文件夹排序后的第 i、i+N、……位学生），N 台机器（CI 矩阵）
        一起为全班评分，再用 grader merge 把各自的结果合成一份。
        """),
    positional: .init(
      valueName: "SUBMISSIONS", help: LocalizedText(en: "the folder of submissions, one folder per student", zh: "提交所在的文件夹，每位学生一个子文件夹"),
      isRequired: true) { $0.submissions = $1 },
    options: [
      .value("--output", "-o", valueName: LocalizedText(en: "DIR", zh: "目录"),
        help: LocalizedText(en: "where to write (default: grades)", zh: "输出目录（默认 grades）")) { $0.output = $1 },
      .jobs(LocalizedText(
        en: "students graded at once, each in a warm workspace (default: number of cores)",
        zh: "同时评分的学生数，每人一个保温的工作区（默认为 CPU 核数）")) { $0.jobs = $1 },
      .timeout { $0.timeout = $1 },
      .budget { $0.budget = $1 },
      .value("--review", valueName: LocalizedText(en: "FILE", zh: "文件"), help: LocalizedText(
        en: "merge the instructor's review file (student,question,points,comment)",
        zh: "合并教师的评阅文件（student,question,points,comment）")) { $0.reviewPath = $1 },
      .value("--shard", valueName: LocalizedText(en: "i/N", zh: "i/N"), help: LocalizedText(
        en: "grade only share i of N of the class, for a CI matrix (join the shares with grader merge)",
        zh: "只评全班 N 份中的第 i 份，用于 CI 矩阵（再用 grader merge 合并）")) { $0.shard = try Shard(parsing: $1) },
      .noBOM { $0.byteOrderMark = false },
      .packagePath { $0.packagePath = $1 },
      .noProgress { $0.showsProgress = false },
      .assignmentLesson { $0.scope.lessonIDs.append($1) },
      .assignmentQuestion { $0.scope.questionIDs.append($1) },
      .value("--worker", valueName: LocalizedText(en: "DIR", zh: "目录"), help: LocalizedText(
        en: "(used by batch itself) grade only this submission folder", zh: "（batch 内部使用）只评这一个提交文件夹")) { $0.worker = $1 },
      .number("--worker-slot", valueName: LocalizedText(en: "N", zh: "N"), in: 1...64, help: LocalizedText(
        en: "(used by batch itself) the workspace to grade in", zh: "（batch 内部使用）评分所用的工作区")) { $0.workerSlot = Int($1) },
      .value("--worker-result", valueName: LocalizedText(en: "FILE", zh: "文件"), help: LocalizedText(
        en: "(used by batch itself) where the worker writes its result", zh: "（batch 内部使用）结果写到这里")) { $0.workerResult = $1 },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    if let worker = options.worker {
      return try runWorker(worker, options: options, root: root, course: course, context: context)
    }
    let outputURL = URL(fileURLWithPath: options.output, relativeTo: context.currentDirectory).standardizedFileURL
    let (request, scoped) = try batchRequest(options, root: root, course: course, output: outputURL, context: context)
    var summary = options.shard.map { "shard \($0): " } ?? ""
    if geteuid() == 0 {
      // As root, the test processes run as other users: close the kit (with the solutions) and the class to them.
      for folder in [root, request.submissions] where SandboxPermissions.closeToOthers(folder.path) {
        summary += "closed \(folder.path) to other users (chmod o-rwx), so student code cannot read it\n"
      }
      // The kit's other git checkouts (the main one of a linked worktree, the other worktrees) hold solutions too.
      for folder in SandboxPermissions.otherCheckouts(of: root) where SandboxPermissions.closeToOthers(folder.path) {
        summary += "closed \(folder.path), another checkout of this kit, to other users (chmod o-rwx), so student code "
          + "cannot read its solutions\n"
      }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var writer = BatchOutput(
      folder: outputURL, kit: try KitLock.compute(root: root).digest, byteOrderMark: options.byteOrderMark, shard: options.shard)
    writer.scope = options.scope
    writer.stubs = try PristineStubs.load(root: root)
    let output = writer
    try output.prepare()
    // The reports of students graded earlier (their answers among them) are not for the next student's code.
    let closedOutput = geteuid() == 0 && SandboxPermissions.closeToOthers(outputURL.path)
    let results = try BatchRunner(request: request, progress: context.progress(enabled: options.showsProgress)).run {
      finished, all in
      // Written as each student finishes, so an interrupted batch leaves everything graded so far.
      try? output.write(finished, classSoFar: all, course: scoped)
    }
    try output.write(results, course: scoped)
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    summary += resultSummary(
      results, seconds: seconds, jobs: request.jobs, scope: options.scope, output: outputURL, closedOutput: closedOutput)
    context.print(summary)
    return GraderCommand.success
  }

  /// What to grade, as the options ask, and the part of the course the files count; unknown lessons or questions in
  /// the scope, and a review file that does not read, are refused before anyone is graded.
  private static func batchRequest(
    _ options: Options, root: URL, course: Course, output: URL, context: CommandContext
  ) throws -> (request: BatchRequest, scoped: Course) {
    var request = BatchRequest(
      kitRoot: root,
      submissions: URL(fileURLWithPath: options.submissions, relativeTo: context.currentDirectory).standardizedFileURL,
      output: output)
    if let jobs = options.jobs { request.jobs = jobs }
    request.shard = options.shard
    request.timeout = .milliseconds(Int(options.timeout * 1000))
    request.budget = .milliseconds(Int(options.budget * 1000))
    request.environment = context.toolEnvironment
    request.scope = options.scope
    // Unknown lessons or questions are refused before anyone is graded; the files count only what the scope covers.
    let scoped = try options.scope.apply(to: course)
    if let reviewPath = options.reviewPath {
      request.reviews = try ReviewFile.load(path: reviewPath, relativeTo: context.currentDirectory, course: scoped)
    }
    return (request, scoped)
  }

  /// The lines printed after a batch: how many were graded and how fast, the scope, who was not graded, the files.
  static func resultSummary(
    _ results: [StudentResult], seconds: Double, jobs: Int, scope: AssignmentScope, output: URL, closedOutput: Bool
  ) -> String {
    let graded = results.filter { $0.report != nil }
    let perStudent = graded.isEmpty ? 0 : graded.map(\.seconds).reduce(0, +) / Double(graded.count)
    var summary = "graded \(graded.count) of \(results.count) submissions in \(TextReport.number(Scorer.rounded(seconds))) s"
    summary += " (\(TextReport.number(Scorer.rounded(perStudent))) s per student, \(min(jobs, max(1, results.count))) at a time)\n"
    if !scope.isWholeCourse { summary += "assignment: \(scope) (only these questions are counted)\n" }
    for result in results where result.report == nil {
      summary += "not graded: \(PrintableText.escaped("\(result.student): \(result.problem ?? "")", keepingLineBreaks: false))\n"
    }
    summary += "gradebook: \(output.appendingPathComponent("gradebook.csv").path)\n"
    summary += "class report: \(output.appendingPathComponent("class-report.html").path)\n"
    if closedOutput { summary += "closed \(output.path) to other users (chmod o-rwx), so student code cannot read the reports\n" }
    return summary
  }

  /// The child side: grades one submission in workspace `workerSlot` and writes its `StudentResult` as JSON.
  private static func runWorker(
    _ folder: String, options: Options, root: URL, course: Course, context: CommandContext
  ) throws -> Int32 {
    guard let resultPath = options.workerResult else { throw KitError.usage("--worker needs --worker-result FILE") }
    let settings = BatchWorkerSettings(
      timeout: .milliseconds(Int(options.timeout * 1000)), budget: .milliseconds(Int(options.budget * 1000)),
      environment: context.toolEnvironment, scope: options.scope)
    let result = BatchRunner.gradeHere(
      URL(fileURLWithPath: folder, relativeTo: context.currentDirectory).standardizedFileURL, slot: options.workerSlot,
      kitRoot: root, lock: try KitLock.compute(root: root), course: course, settings: settings)
    let data = try JSONEncoder().encode(result)
    try data.write(to: URL(fileURLWithPath: resultPath, relativeTo: context.currentDirectory), options: .atomic)
    return GraderCommand.success
  }
}

extension CommandOption {
  /// `--lesson ID` of an instructor command: the assignment covers this lesson (repeatable).
  static func assignmentLesson(_ set: @escaping @Sendable (inout Options, String) -> Void) -> CommandOption {
    .value("--lesson", valueName: LocalizedText(en: "ID", zh: "ID"), help: LocalizedText(
      en: "the assignment covers this lesson (repeatable; default: the whole course): only its questions are built, run, scored and counted",
      zh: "作业只包括这一课（可重复；默认整门课）：只构建、运行、评分并计入这些题")) { set(&$0, $1) }
  }

  /// `--question ID` of an instructor command: the assignment covers this question (repeatable).
  static func assignmentQuestion(_ set: @escaping @Sendable (inout Options, String) -> Void) -> CommandOption {
    .value("--question", valueName: LocalizedText(en: "ID", zh: "ID"), help: LocalizedText(
      en: "the assignment covers this question (repeatable, with or without --lesson)",
      zh: "作业包括这道题（可重复，可与 --lesson 同用）")) { set(&$0, $1) }
  }

  /// `--budget SECONDS`: the most time one submission's checks may take in all.
  static func budget(_ set: @escaping @Sendable (inout Options, Double) -> Void) -> CommandOption {
    .number(
      "--budget", valueName: LocalizedText(en: "SECONDS", zh: "秒数"), in: 1...86_400,
      help: LocalizedText(
        en: "total time limit of one submission's checks; checks cut off by it are timed-out (default: \(ExerciseTestRunner.seconds(GradeRequest.defaultBudget)))",
        zh: "一份提交全部检查的总时限；因此被中止的检查记为超时（默认 \(ExerciseTestRunner.seconds(GradeRequest.defaultBudget))）"), set)
  }
}
