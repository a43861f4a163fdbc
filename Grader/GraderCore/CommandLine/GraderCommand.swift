import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `grader` command: parses arguments, grades, prints the report and decides the exit status.
public enum GraderCommand {
  /// Exit status: every automatic question has full marks, or the score reached `--min-score`.
  public static let success: Int32 = 0
  /// Exit status: some question lost points.
  public static let notFullMarks: Int32 = 1
  /// Exit status: the kit is broken or the arguments are wrong.
  public static let kitOrUsageError: Int32 = 2

  /// Runs the command and returns its exit status.
  public static func main(arguments: [String], environment: [String: String], currentDirectory: URL) -> Int32 {
    let localeLanguage = Language.fromLocale(environment)
    let options: GraderOptions
    do {
      options = try GraderOptions(parsing: arguments)
    } catch {
      printError("grader: \(error)\n" + (localeLanguage == .zh ? "运行 swift run grader --help 查看用法。" : "Run swift run grader --help for usage."))
      return kitOrUsageError
    }
    let language = options.language ?? localeLanguage
    if options.showsHelp {
      print(HelpText.text(language))
      return success
    }
    let start = options.packagePath.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) } ?? currentDirectory
    guard let root = KitLayout.findRoot(from: start) else {
      printError("grader: no kit here: \(start.path) has no Package.swift with \(Course.relativePath) above it")
      return kitOrUsageError
    }
    var request = GradeRequest(kitRoot: root)
    request.sources = options.solutions ? .solutions : .lessons
    request.questionIDs = options.questionIDs
    request.lessonIDs = options.lessonIDs
    request.timeout = .milliseconds(Int(options.timeoutSeconds * 1000))
    if let jobs = options.jobs { request.jobs = jobs }
    request.environment = environment
    let progress = ProgressReporter(isEnabled: options.showsProgress, isTerminal: isatty(2) == 1)
    let report: GradeReport
    do {
      report = try Grader(request: request, progress: progress).grade()
    } catch {
      progress.finish()
      printError("grader: \(error)")
      return kitOrUsageError
    }
    switch options.format {
    case .json:
      do {
        print(try JSONReport.render(report), terminator: "")
      } catch {
        printError("grader: cannot encode the report: \(error)")
        return kitOrUsageError
      }
    case .text:
      let style = TerminalStyle.detect(fileDescriptor: 1, environment: environment)
      print(TextReport(language: language, style: style).render(report), terminator: "")
    }
    if let minimum = options.minScorePercent {
      return report.percent + 1e-9 >= minimum ? success : notFullMarks
    }
    return report.isFullMarks ? success : notFullMarks
  }

  private static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
