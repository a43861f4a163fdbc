import Foundation

/// The `grader` command: picks the subcommand, runs it, and turns errors into exit status 2.
public enum GraderCommand {
  /// Exit status: every automatic question has full marks, or the score reached `--min-score`.
  public static let success: Int32 = 0
  /// Exit status: some question lost points (or a check found a problem).
  public static let notFullMarks: Int32 = 1
  /// Exit status: the kit is broken or the arguments are wrong.
  public static let kitOrUsageError: Int32 = 2

  /// One subcommand: its name, its one-line summary for `grader --help`, who it is for, and how to run it.
  struct Entry: Sendable {
    var name: String
    var abstract: LocalizedText
    var isForInstructors: Bool
    var main: @Sendable ([String], CommandContext) throws -> Int32
  }

  /// Every subcommand, in the order `grader --help` lists them.
  static let subcommands: [Entry] = [
    entry(WatchCommand.self, forInstructors: false),
    entry(ListCommand.self, forInstructors: false),
    entry(HintCommand.self, forInstructors: false),
    entry(ResetCommand.self, forInstructors: false),
    entry(SolutionCommand.self, forInstructors: false),
    entry(DoctorCommand.self, forInstructors: false),
    entry(VerifyCommand.self, forInstructors: true),
    entry(SyncCommand.self, forInstructors: true),
    entry(ReleaseCommand.self, forInstructors: true),
    entry(LockCommand.self, forInstructors: true),
    entry(BatchCommand.self, forInstructors: true),
    entry(MergeCommand.self, forInstructors: true),
    entry(AutogradeCommand.self, forInstructors: true),
    entry(BundleCommand.self, forInstructors: true),
  ]

  private static func entry<Command: Subcommand>(_ command: Command.Type, forInstructors: Bool) -> Entry {
    Entry(name: Command.spec.name, abstract: Command.spec.abstract, isForInstructors: forInstructors) { arguments, context in
      try Command.main(arguments, context: context)
    }
  }

  /// Runs the command and returns its exit status.
  ///
  /// `sourceLocation` is where the grader's `main.swift` was when it was built (`#filePath`): from Xcode, whose working
  /// folder is not the kit, the kit is found from there.
  public static func main(
    arguments: [String], environment: [String: String], currentDirectory: URL, sourceLocation: URL? = nil
  ) -> Int32 {
    GraderExecutable.start(arguments: arguments)
    let context = CommandContext(
      environment: environment, currentDirectory: currentDirectory, sourceLocation: sourceLocation)
    ChildRegistry.forwardTerminationSignals()
    do {
      if let name = arguments.first, let subcommand = subcommands.first(where: { $0.name == name }) {
        return try subcommand.main(Array(arguments.dropFirst()), context)
      }
      return try GradeCommand.run(arguments, context: context)
    } catch let error as KitError {
      context.printError("grader: \(error)")
      switch error {
      case .usage:
        context.printError(
          context.localeLanguage == .zh ? "运行 swift run grader --help 查看用法。" : "Run swift run grader --help for usage.")
      case .kit:
        // A kit that does not build, a tool that is missing, a folder that is not writable: the setup, most likely.
        context.printError(
          context.localeLanguage == .zh
            ? "如果这是第一次运行，请运行 swift run grader doctor 检查环境。"
            : "If this is a first run, run swift run grader doctor to check your setup.")
      case .manifest:
        break
      }
      return kitOrUsageError
    } catch {
      context.printError("grader: \(error)")
      return kitOrUsageError
    }
  }

  /// `grader --help`: the grading options, then the subcommands.
  static func help(_ language: Language) -> String {
    let zh = language == .zh
    var text = GraderOptions.spec.help(language)
    for (title, forInstructors) in [(zh ? "子命令（学生）" : "SUBCOMMANDS (students)", false), (zh ? "子命令（教师）" : "SUBCOMMANDS (instructors)", true)] {
      let rows = subcommands.filter { $0.isForInstructors == forInstructors }.map { ("grader " + $0.name, $0.abstract.text(in: language)) }
      guard !rows.isEmpty else { continue }
      text += "\n\n" + title + "\n" + CommandSpec<GraderOptions>.columns(rows).joined(separator: "\n")
    }
    return text + "\n\n" + (zh ? "每个子命令都有 --help。" : "Every subcommand has --help.")
  }
}
