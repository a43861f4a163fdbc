import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader release`: writes the student edition of the kit into a new folder.
enum ReleaseCommand: Subcommand {
  struct Options: Sendable {
    var output: String?
    var packagePath: String?
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "release",
    abstract: LocalizedText(
      en: "write the student edition: no solutions, no keys in clear, no hidden checks.",
      zh: "生成学生版：不含参考答案、明文答案和隐藏检查。"),
    discussion: LocalizedText(
      en: """
        The student edition is a complete kit a student or a GitHub Classroom template uses as it is: `swift run grader`
        works in it and its stubs grade to zero. It leaves out Solutions/, the kit's own tests, hidden checks (Hidden/
        folders), the faulty versions of test-writing subjects, the instructor's scripts and CI; closed-answer keys are
        replaced by salted hashes; it gets its own Package.swift block and lock file. Grade for real (batch, autograde,
        the Gradescope bundle) with this master, which runs the hidden checks too.
        """,
      zh: """
        学生版是一份完整的套件，学生或 GitHub Classroom 模板可以直接使用：其中 `swift run grader` 可用，桩代码得零分。
        它不含 Solutions/、套件自身的测试、隐藏检查（Hidden/ 文件夹）、写测试题被测对象的故障版本、教师的脚本和 CI；
        选择/判断/填空/预测题的答案换成加盐哈希；它有自己的 Package.swift 生成块和锁文件。
        正式评分（batch、autograde、Gradescope 压缩包）请用这份教师版，它还会运行隐藏检查。
        """),
    options: [
      .value("--output", "-o", valueName: LocalizedText(en: "DIR", zh: "目录"),
        help: LocalizedText(en: "a new or empty folder for the edition (required)", zh: "存放学生版的新文件夹或空文件夹（必填）")) {
        $0.output = $1
      },
      .packagePath { $0.packagePath = $1 },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    guard let output = options.output else { throw KitError.usage("grader release needs --output DIR") }
    let root = try context.kitRoot(packagePath: options.packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    let problems = course.problems()
    guard problems.isEmpty else { throw KitError.manifest(problems.map { "- " + $0 }.joined(separator: "\n")) }
    let stale = try SyncPlan(root: root, course: course).staleFiles(root: root)
    guard stale.isEmpty else { throw KitError.kit(staleMessage(stale)) }
    let outputURL = URL(fileURLWithPath: output, relativeTo: context.currentDirectory).standardizedFileURL
    guard !outputURL.path.hasPrefix(root.path + "/") || outputURL.path.hasPrefix(root.path + "/.build/") else {
      throw KitError.usage("write the edition outside the kit (or under .build/), not into \(outputURL.path)")
    }
    try StudentEdition(master: root, output: outputURL).write()
    let leaks = try EditionCheck.problems(edition: outputURL, master: root)
    guard leaks.isEmpty else {
      throw KitError.kit("the edition in \(outputURL.path) gives answers away:\n  " + leaks.joined(separator: "\n  "))
    }
    context.print("wrote the student edition to \(outputURL.path)\n")
    return GraderCommand.success
  }

  /// Why the release stops when generated files are stale. Stubs that differ from `Lessons/` most often mean that
  /// answers were written in this copy, and `grader sync` would then ship them as the stubs.
  static func staleMessage(_ stale: [String]) -> String {
    var message = "run `swift run grader sync` first; out of date: " + stale.joined(separator: ", ")
    if stale.contains(PristineStubs.relativePath) {
      message += """

        \(PristineStubs.relativePath) no longer matches Lessons/. If answers were written in this copy's Lessons/ (a
        grade of your own work, a student's files), put the stubs back first (`git checkout -- Lessons`, or
        `swift run grader reset ID --yes` per exercise) instead of running sync, which would make those answers the stubs.
        """
    }
    return message
  }
}
