import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// `grader list`: every question with its last known status and score, each lesson's progress, and what to do next.
enum ListCommand: Subcommand {
  struct Options: Sendable {
    var language: Language?
    var packagePath: String?
  }

  static let defaults = Options()

  static let spec = CommandSpec<Options>(
    name: "list",
    abstract: LocalizedText(
      en: "every question with its last known status and score, and what to do next.",
      zh: "列出每道题上次的状态和分数，以及下一步做什么。"),
    discussion: LocalizedText(
      en: "It reads the progress that every grade leaves in .build/grader/progress.json, so it builds nothing.",
      zh: "它读取每次评分留在 .build/grader/progress.json 里的进度，不需要构建。"),
    options: [
      .language { $0.language = $1 },
      .packagePath { $0.packagePath = $1 },
    ]
  )

  static func run(_ options: Options, context: CommandContext) throws -> Int32 {
    let root = try context.kitRoot(packagePath: options.packagePath)
    let course = try Course.load(from: root.appendingPathComponent(Course.relativePath))
    let list = ProgressList(
      language: options.language ?? context.localeLanguage,
      style: TerminalStyle.detect(fileDescriptor: 1, environment: context.environment))
    context.print(list.render(course: course, progress: StudentProgress.load(root: root)))
    return GraderCommand.success
  }
}
