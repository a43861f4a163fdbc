import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader sync`: regenerates everything derived from the course manifest, or with `--check` reports what is stale.
enum SyncCommand: Subcommand {
  struct Options: Sendable {
    var check = false
    var packagePath: String?
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "sync",
    abstract: LocalizedText(
      en: "regenerate what is derived from Course/course.json.", zh: "根据 Course/course.json 重新生成派生文件。"),
    discussion: LocalizedText(
      en: """
        Course/course.json is the only list of lessons, exercises and questions. sync writes from it: the generated
        block of Package.swift, the closed-answer suites (Tests/<lesson>/<exercise>/<Exercise>AnswerTests.swift), the
        exercise table of each lesson README and the course table of the root README. Run it after editing the
        manifest, then `swift run grader lock`.
        """,
      zh: """
        Course/course.json 是课程、练习和题目的唯一清单。sync 据此生成：Package.swift 中的生成块、选择/判断/填空/预测题的
        测试套件（Tests/<课>/<练习>/<练习>AnswerTests.swift）、每课 README 的题目表和根 README 的课程表。
        改完清单后运行它，再运行 `swift run grader lock`。
        """),
    options: [
      .flag("--check", help: LocalizedText(
        en: "write nothing: exit 1 and name the files that are out of date", zh: "不写入：有过期文件时以 1 退出并列出")) {
        $0.check = true
      },
      .packagePath { $0.packagePath = $1 },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    let problems = course.problems()
    guard problems.isEmpty else { throw KitError.manifest(problems.map { "- " + $0 }.joined(separator: "\n")) }
    let plan = try SyncPlan(root: root, course: course)
    if options.check {
      let stale = plan.staleFiles(root: root)
      guard !stale.isEmpty else {
        context.print("everything derived from \(Course.relativePath) is up to date\n")
        return GraderCommand.success
      }
      context.print("out of date with \(Course.relativePath) (run `swift run grader sync`):\n")
      for path in stale { context.print("  \(path)\n") }
      return GraderCommand.notFullMarks
    }
    let written = try plan.write(root: root)
    context.print(written.isEmpty ? "nothing to do: everything is up to date\n" : "wrote:\n" + written.map { "  \($0)\n" }.joined())
    if !written.isEmpty { context.print("now run `swift run grader lock`\n") }
    return GraderCommand.success
  }
}
