import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader merge SHARDS`: joins the folders of `grader batch --shard i/N` into one gradebook and one set of reports.
enum MergeCommand: Subcommand {
  struct Options: Sendable {
    var shards = ""
    var output = "grades"
    var packagePath: String?
    var byteOrderMark = true
    /// The part of the course the shards' assignment covered, when the instructor states it (it must agree).
    var scope = AssignmentScope()
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "merge",
    abstract: LocalizedText(
      en: "join the shards of a class graded on several machines.", zh: "合并在多台机器上分片评分的结果。"),
    discussion: LocalizedText(
      en: """
        SHARDS holds one folder per shard, each written by grader batch --shard i/N (as a CI matrix's artifacts
        download). The shards must be 1/N … N/N, each once, graded by this same kit (students.json names the kit's
        lock digest). It writes to DIR (default: grades/) exactly what grader batch writes for the whole class on one
        machine: gradebook.csv, reports/, open-answers.md, review-template.csv, students.json, sources/ and the class
        report (class-report.html, .md, .json) with its similarity flags. Shards graded with --lesson/--question count
        only that part of the course, as recorded in students.json; every shard must have graded the same part, and
        --lesson/--question given here must name it too.
        """,
      zh: """
        SHARDS 中每个分片一个文件夹，各由 grader batch --shard i/N 写出（就像 CI 矩阵下载的产物）。
        分片必须是 1/N 到 N/N，各一个，并且都由本套件评分（students.json 记录套件锁文件的摘要）。
        输出到 DIR（默认 grades/）的内容与在一台机器上为全班运行 grader batch 完全相同：gradebook.csv、reports/、
        open-answers.md、review-template.csv、students.json、sources/，以及含相似代码提示的班级报告
        （class-report.html、.md、.json）。用 --lesson/--question 评分的分片只计入那部分题目（记录在 students.json 里）；
        所有分片的范围必须相同，这里给出的 --lesson/--question 也必须与之一致。
        """),
    examples: [
      ("swift run grader merge shards/ --output grades/", LocalizedText(en: "join shards/1, shards/2, … into grades/", zh: "把 shards/1、shards/2……合并到 grades/")),
    ],
    positional: .init(
      valueName: "SHARDS", help: LocalizedText(en: "the folder holding one folder per shard", zh: "每个分片一个子文件夹的目录"),
      isRequired: true) { $0.shards = $1 },
    options: [
      .value("--output", "-o", valueName: LocalizedText(en: "DIR", zh: "目录"),
        help: LocalizedText(en: "where to write (default: grades)", zh: "输出目录（默认 grades）")) { $0.output = $1 },
      .noBOM { $0.byteOrderMark = false },
      .packagePath { $0.packagePath = $1 },
      .assignmentLesson { $0.scope.lessonIDs.append($1) },
      .assignmentQuestion { $0.scope.questionIDs.append($1) },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    let shardsURL = URL(fileURLWithPath: options.shards, relativeTo: context.currentDirectory).standardizedFileURL
    let outputURL = URL(fileURLWithPath: options.output, relativeTo: context.currentDirectory).standardizedFileURL
    let folders = try shardFolders(in: shardsURL)
    guard !folders.contains(where: { $0.path == outputURL.path }), outputURL.path != shardsURL.path else {
      throw KitError.usage("--output \(outputURL.path) would overwrite a shard: write the merged results elsewhere")
    }
    let merged = try BatchMerge.join(folders)
    let kit = try KitLock.compute(root: root).digest
    guard merged.kit == kit else {
      throw KitError.usage(
        "分片由另一版本的套件评分 / the shards were graded by kit \(merged.kit), but this kit is \(kit) (the SHA-256 of "
          + "Course/kit.lock.json): merge with the kit that graded them")
    }
    if !options.scope.isWholeCourse, options.scope != merged.scope {
      throw KitError.usage(
        "分片评分的范围是 \(merged.scope)，与这里给出的 \(options.scope) 不同 / the shards graded \(merged.scope), "
          + "not \(options.scope)")
    }
    let results = merged.results
    try BatchMerge.copySources(from: folders, to: outputURL)
    var output = BatchOutput(folder: outputURL, kit: kit, byteOrderMark: options.byteOrderMark)
    output.stubs = try PristineStubs.load(root: root)
    output.scope = merged.scope
    try output.write(results, course: try merged.scope.apply(to: course))
    let graded = results.filter { $0.report != nil }.count
    var summary = "merged \(folders.count) shards: graded \(graded) of \(results.count) submissions\n"
    for result in results where result.report == nil {
      summary += "not graded: \(PrintableText.escaped("\(result.student): \(result.problem ?? "")", keepingLineBreaks: false))\n"
    }
    summary += "gradebook: \(outputURL.appendingPathComponent("gradebook.csv").path)\n"
    summary += "class report: \(outputURL.appendingPathComponent("class-report.html").path)\n"
    context.print(summary)
    return GraderCommand.success
  }

  /// The folders under `folder` that hold a batch index, sorted by name.
  private static func shardFolders(in folder: URL) throws -> [URL] {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else {
      throw KitError.usage("cannot read the shards folder \(folder.path)")
    }
    let folders = names.sorted().map { folder.appendingPathComponent($0) }.filter {
      fileManager.fileExists(atPath: $0.appendingPathComponent(BatchOutput.indexName).path)
    }
    guard !folders.isEmpty else {
      throw KitError.usage("\(folder.path) holds no shard folders (folders with \(BatchOutput.indexName), written by grader batch --shard)")
    }
    return folders
  }
}

extension CommandOption {
  /// `--no-bom`: CSV files without the UTF-8 byte order mark, for tools that do not expect one.
  static func noBOM(_ set: @escaping @Sendable (inout Options) -> Void) -> CommandOption {
    .flag("--no-bom", help: LocalizedText(
      en: "write the CSV files without the UTF-8 byte order mark (Excel needs it to read Chinese names; some tools dislike it)",
      zh: "CSV 文件不带 UTF-8 字节序标记（Excel 需要它才能正确显示中文姓名；有些工具不接受它）"), set)
  }
}
