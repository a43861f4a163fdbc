import Foundation

/// `grader batch DIR`: grades every student's submission in DIR against this kit and writes a gradebook.
enum BatchCommand: Subcommand {
  struct Options: Sendable {
    var submissions = ""
    var output = "grades"
    var jobs: Int?
    var timeout = 10.0
    var reviewPath: String?
    var packagePath: String?
    var showsProgress = true
    var shard: Shard?
    var byteOrderMark = true
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

        It writes to DIR (default: grades/ in the current folder):
          gradebook.csv          one row per student: each question's score, totals, notes
          reports/STUDENT.json   each student's full report (the JSON of grader --format json)
          open-answers.md        the open answers awaiting review, by question
          review-template.csv    a review file to fill in (points, comment) and pass back with --review
          students.json          the index grader merge reads

        With --shard i/N it grades only its share of the class (students i, i+N, … of the sorted folders), so N
        machines (a CI matrix) grade a class together; grader merge joins their folders into one.
        """,
      zh: """
        SUBMISSIONS 中每位学生一个文件夹：整个套件的副本，或只有其中的 Lessons/（压缩包解开后多一层文件夹也可以）。
        每位学生都用本套件自己的 Tests/、Course/course.json 和 Package.swift 评分，不管副本里是什么；
        被改动的套件文件会写在备注里。

        输出到 DIR（默认：当前目录下的 grades/）：
          gradebook.csv          每位学生一行：各题得分、总分、备注
          reports/学生.json       每位学生的完整报告（grader --format json 的 JSON）
          open-answers.md        按题列出等待评阅的开放题答案
          review-template.csv    评阅表：填好分数和评语后用 --review 传回
          students.json          grader merge 读取的索引

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
      .value("--review", valueName: LocalizedText(en: "FILE", zh: "文件"), help: LocalizedText(
        en: "merge the instructor's review file (student,question,points,comment)",
        zh: "合并教师的评阅文件（student,question,points,comment）")) { $0.reviewPath = $1 },
      .value("--shard", valueName: LocalizedText(en: "i/N", zh: "i/N"), help: LocalizedText(
        en: "grade only share i of N of the class, for a CI matrix (join the shares with grader merge)",
        zh: "只评全班 N 份中的第 i 份，用于 CI 矩阵（再用 grader merge 合并）")) { $0.shard = try Shard(parsing: $1) },
      .noBOM { $0.byteOrderMark = false },
      .packagePath { $0.packagePath = $1 },
      .noProgress { $0.showsProgress = false },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    let outputURL = URL(fileURLWithPath: options.output, relativeTo: context.currentDirectory).standardizedFileURL
    var request = BatchRequest(
      kitRoot: root,
      submissions: URL(fileURLWithPath: options.submissions, relativeTo: context.currentDirectory).standardizedFileURL,
      output: outputURL)
    if let jobs = options.jobs { request.jobs = jobs }
    request.shard = options.shard
    request.timeout = .milliseconds(Int(options.timeout * 1000))
    request.environment = context.toolEnvironment
    if let reviewPath = options.reviewPath {
      request.reviews = try ReviewFile.load(path: reviewPath, relativeTo: context.currentDirectory, course: course)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let results = try BatchRunner(request: request, progress: context.progress(enabled: options.showsProgress)).run()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18

    try BatchOutput(folder: outputURL, byteOrderMark: options.byteOrderMark, shard: options.shard)
      .write(results, course: course)

    let graded = results.filter { $0.report != nil }
    let perStudent = graded.isEmpty ? 0 : graded.map(\.seconds).reduce(0, +) / Double(graded.count)
    var summary = options.shard.map { "shard \($0): " } ?? ""
    summary += "graded \(graded.count) of \(results.count) submissions in \(TextReport.number(Scorer.rounded(seconds))) s"
    summary += " (\(TextReport.number(Scorer.rounded(perStudent))) s per student, \(min(request.jobs, max(1, results.count))) at a time)\n"
    for result in results where result.report == nil {
      summary += "not graded: \(PrintableText.escaped("\(result.student): \(result.problem ?? "")", keepingLineBreaks: false))\n"
    }
    summary += "gradebook: \(outputURL.appendingPathComponent("gradebook.csv").path)\n"
    context.print(summary)
    return GraderCommand.success
  }
}
