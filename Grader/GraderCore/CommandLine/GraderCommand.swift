import Foundation

/// The `grader` command: picks the subcommand, runs it, and turns errors into exit status 2.
public enum GraderCommand {
  /// Exit status: every automatic question has full marks, or the score reached `--min-score`.
  public static let success: Int32 = 0
  /// Exit status: some question lost points (or a check found a problem).
  public static let notFullMarks: Int32 = 1
  /// Exit status: the kit is broken or the arguments are wrong.
  public static let kitOrUsageError: Int32 = 2

  /// Runs the command and returns its exit status.
  public static func main(arguments: [String], environment: [String: String], currentDirectory: URL) -> Int32 {
    let context = CommandContext(environment: environment, currentDirectory: currentDirectory)
    ChildRegistry.forwardTerminationSignals()
    let rest = Array(arguments.dropFirst())
    do {
      switch arguments.first {
      case "batch": return try BatchCommand.run(rest, context: context)
      case "verify": return try VerifyCommand.run(rest, context: context)
      case "lock": return try LockCommand.run(rest, context: context)
      case "autograde": return try AutogradeCommand.run(rest, context: context)
      case "bundle": return try BundleCommand.run(rest, context: context)
      default: return try GradeCommand.run(arguments, context: context)
      }
    } catch let error as KitError {
      context.printError("grader: \(error)")
      if case .usage = error {
        context.printError(
          context.localeLanguage == .zh ? "运行 swift run grader --help 查看用法。" : "Run swift run grader --help for usage.")
      }
      return kitOrUsageError
    } catch {
      context.printError("grader: \(error)")
      return kitOrUsageError
    }
  }
}
