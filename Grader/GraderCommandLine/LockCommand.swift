import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader lock`: writes the kit's lock file, or with `--check` compares the kit against it.
enum LockCommand: Subcommand {
  struct Options: Sendable {
    var check = false
    var packagePath: String?
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "lock",
    abstract: LocalizedText(
      en: "record (or check) the hashes of the files students must not change.", zh: "记录（或检查）学生不应改动的文件的哈希。"),
    discussion: LocalizedText(
      en: "Run it after changing tests, the manifest or support code. The lock covers Package.swift, Course/course.json,\nCourse/stubs.json, Tests/, Support/, Grader/ and each lesson's README.md, Example/ and Shared/.",
      zh: "改动测试、清单或支持代码之后运行。锁文件覆盖 Package.swift、Course/course.json、Course/stubs.json、Tests/、Support/、Grader/ 以及每课的 README.md、Example/ 和 Shared/。"),
    options: [
      .flag("--check", help: LocalizedText(
        en: "compare instead of writing: exit 1 and name the files that differ", zh: "只比较不写入：有差异时以 1 退出并列出文件")) {
        $0.check = true
      },
      .packagePath { $0.packagePath = $1 },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    if options.check {
      let modified = try KitLock.modifiedFiles(root: root)
      if modified.isEmpty {
        context.print("the kit matches \(KitLock.relativePath)\n")
        return GraderCommand.success
      }
      context.print("these files differ from \(KitLock.relativePath) (run `swift run grader lock` if the change is yours):\n")
      for file in modified { context.print("  \(file)\n") }
      return GraderCommand.notFullMarks
    }
    let lock = try KitLock.compute(root: root)
    try lock.write(root: root)
    context.print("wrote \(KitLock.relativePath) (\(lock.files.count) files)\n")
    return GraderCommand.success
  }
}
