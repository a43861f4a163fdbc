import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// The options of `grader` itself, the command that grades.
public struct GraderOptions: Equatable, Sendable {
  /// The output format.
  public enum Format: String, CaseIterable, Sendable {
    case text
    case json
    case gradescope
    case junit
    case markdown
    case classroom
    case github
  }

  public var solutions = false
  public var questionIDs: [String] = []
  public var lessonIDs: [String] = []
  public var format = Format.text
  public var language: Language?
  public var timeoutSeconds: Double = 10
  public var minScorePercent: Double?
  public var jobs: Int?
  public var packagePath: String?
  public var showsProgress = true
  /// Shows every question's details in the text report, not only those of the first few not yet passed.
  public var verbose = false
  /// Writes the report to this file instead of standard output.
  public var outputPath: String?
  /// An instructor's review file to merge into the report.
  public var reviewPath: String?
  /// The student whose reviews apply, as named in the review file.
  public var student: String?
  /// A saved JSON report to render instead of grading again.
  public var fromReport: String?
  public var showsHelp = false

  public init() {}

  /// Parses `arguments` (without the program name); throws `KitError.usage` with a readable message.
  public init(parsing arguments: [String]) throws {
    guard let options = try Self.spec.parse(arguments, defaults: GraderOptions()) else {
      self.init()
      showsHelp = true
      return
    }
    self = options
  }

  private static let file = LocalizedText(en: "FILE", zh: "文件")

  /// The declaration of `grader`'s arguments, which drives both parsing and `--help`.
  static let spec = CommandSpec<GraderOptions>(
    name: "",
    abstract: LocalizedText(en: "grade the kit's exercises, question by question.", zh: "逐题为套件中的练习评分。"),
    examples: [
      ("swift run grader", LocalizedText(en: "grade everything you wrote in Lessons/", zh: "为 Lessons/ 中你写的全部答案评分")),
      ("swift run grader --question di.fix2", LocalizedText(en: "grade one question (repeatable)", zh: "只评一道题（可重复）")),
      ("swift run grader --lesson di", LocalizedText(en: "grade one lesson", zh: "只评一课")),
      ("swift run grader --solutions", LocalizedText(en: "grade the reference Solutions/ (full marks)", zh: "为参考答案 Solutions/ 评分（应为满分）")),
      ("swift run grader --format json > r.json", LocalizedText(en: "one JSON document, for CI and scripts", zh: "输出一个 JSON 文档，供 CI 和脚本使用")),
    ],
    options: [
      .value("--question", "-q", valueName: LocalizedText(en: "ID", zh: "ID"),
        help: LocalizedText(en: "grade only this question; repeatable", zh: "只评这道题，可重复")) { $0.questionIDs.append($1) },
      .value("--lesson", valueName: LocalizedText(en: "ID", zh: "ID"),
        help: LocalizedText(en: "grade only this lesson; repeatable", zh: "只评这一课，可重复")) { $0.lessonIDs.append($1) },
      .flag("--solutions", help: LocalizedText(en: "grade Solutions/ instead of Lessons/", zh: "评 Solutions/ 而不是 Lessons/")) {
        $0.solutions = true
      },
      .choice("--format", of: Format.self, help: LocalizedText(
        en: "text (default), json, gradescope, junit, markdown, classroom (GitHub Classroom's reporter) or github",
        zh: "text（默认）、json、gradescope、junit、markdown、classroom（GitHub Classroom 报告器）或 github")) { $0.format = $1 },
      .value("--output", "-o", valueName: file,
        help: LocalizedText(en: "write the report to FILE instead of standard output", zh: "把报告写入文件而不是标准输出")) {
        $0.outputPath = $1
      },
      .value("--gradescope", valueName: file,
        help: LocalizedText(en: "the same as --format gradescope --output FILE", zh: "等同于 --format gradescope --output 文件")) {
        $0.format = .gradescope
        $0.outputPath = $1
      },
      .value("--review", valueName: file,
        help: LocalizedText(en: "merge an instructor's review file (CSV) for open questions", zh: "合并教师的开放题评分文件（CSV）")) {
        $0.reviewPath = $1
      },
      .value("--student", valueName: LocalizedText(en: "ID", zh: "ID"), help: LocalizedText(
        en: "whose reviews to merge from --review (default: rows with an empty student)",
        zh: "--review 中使用哪位学生的评分（默认：学生列为空的行）")) { $0.student = $1 },
      .value("--from-report", valueName: file, help: LocalizedText(
        en: "render a saved --format json report instead of grading again",
        zh: "不重新评分，把保存的 --format json 报告换一种格式输出")) { $0.fromReport = $1 },
      .flag("--verbose", "-v", help: LocalizedText(
        en: "text report: details of every question (default: the first few not yet passed)",
        zh: "文本报告显示每道题的详情（默认只显示前几道未通过的题）")) { $0.verbose = true },
      .language { $0.language = $1 },
      .timeout { $0.timeoutSeconds = $1 },
      .number("--min-score", valueName: LocalizedText(en: "PERCENT", zh: "百分比"), in: 0...100, help: LocalizedText(
        en: "exit 0 when the automatic score reaches PERCENT", zh: "自动评分达到该百分比即以 0 退出")) { $0.minScorePercent = $1 },
      .jobs(LocalizedText(en: "test processes at once (default: number of cores)", zh: "同时运行的测试进程数（默认为 CPU 核数）")) {
        $0.jobs = $1
      },
      .packagePath { $0.packagePath = $1 },
      .noProgress { $0.showsProgress = false },
    ],
    epilogue: LocalizedText(
      en: """
        EXIT STATUS
          0  every automatically graded question has full marks (or the score reaches --min-score)
          1  some question lost points
          2  the kit itself is broken, or the arguments are wrong

        The grader never changes your files (only grader reset does, when you ask, after a backup). Build products go
        to .build/grader/.
        """,
      zh: """
        退出状态
          0  所有自动评分题满分（或达到 --min-score）
          1  有题目失分
          2  套件本身有问题，或参数错误

        评分器不会修改你的文件（只有你要求的 grader reset 会，并且先备份）；构建产物放在 .build/grader/。
        """)
  )
}
