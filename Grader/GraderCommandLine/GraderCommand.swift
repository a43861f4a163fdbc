import Foundation
import GraderCore
import GraderInstructor
import GraderStudent

/// The `grader` command: picks the subcommand, runs it, and turns errors into exit status 2.
public enum GraderCommand {
  /// Exit status: every automatic question has full marks, or the score reached `--min-score`.
  public static let success = ExitStatus.success
  /// Exit status: some question lost points (or a check found a problem).
  public static let notFullMarks = ExitStatus.notFullMarks
  /// Exit status: the kit is broken or the arguments are wrong.
  public static let kitOrUsageError = ExitStatus.kitOrUsageError

  /// One subcommand: its name, its one-line summary for `grader --help`, who it is for, and how to run it.
  struct Entry: Sendable {
    var name: String
    var abstract: LocalizedText
    var isForInstructors: Bool
    var main: @Sendable ([String], CommandContext) throws -> Int32
    /// Parses arguments without running anything, and returns the question IDs they name.
    var parse: @Sendable ([String]) throws -> [String]
  }

  /// Every subcommand, in the order `grader --help` lists them.
  static let subcommands: [Entry] = [
    entry(WatchCommand.self, forInstructors: false),
    entry(ListCommand.self, forInstructors: false),
    entry(HintCommand.self, forInstructors: false),
    entry(ExerciseTestsCommand.self, forInstructors: false),
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
    } parse: { arguments in
      let options = try Command.spec.parse(arguments, defaults: Command.defaults)
      return (options as? any QuestionCommandOptions).map { [$0.question.id] } ?? []
    }
  }

  /// What is wrong with a command line written for students or instructors (`grader` and its arguments), or `nil`
  /// when the grader's own parser takes it and every subcommand, question and lesson it names exists in `course`.
  static func problem(withCommandLine arguments: [String], course: Course) -> String? {
    var arguments = arguments
    if arguments.first == "help" { return arguments.count <= 2 && [nil, "instructor"].contains(arguments.dropFirst().first) ? nil : "unknown help topic" }
    if arguments.count >= 3, arguments[0] == "--lang" { arguments.removeFirst(2) }
    do {
      var questions: [String] = []
      var lessons: [String] = []
      if let name = arguments.first, let subcommand = subcommands.first(where: { $0.name == name }) {
        questions = try subcommand.parse(Array(arguments.dropFirst()))
      } else {
        if let first = arguments.first, !first.hasPrefix("-") { return "no subcommand \(first)" }
        let options = try GraderOptions(parsing: arguments)
        (questions, lessons) = (options.questionIDs, options.lessonIDs)
      }
      let known = Set(course.questions.map(\.question.id))
      if let unknown = questions.first(where: { !known.contains($0) }) { return "no question \(unknown)" }
      if let unknown = lessons.first(where: { id in !course.lessons.contains { $0.id == id } }) { return "no lesson \(unknown)" }
      return nil
    } catch {
      return "\(error)"
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
    var context = CommandContext(
      environment: environment, currentDirectory: currentDirectory, sourceLocation: sourceLocation)
    context.requestedLanguage = requestedLanguage(in: arguments)
    ChildRegistry.forwardTerminationSignals()
    do {
      return try dispatch(arguments, context: context)
    } catch let error as KitError {
      context.printError("grader: " + LocalizedText.lines("\(error)", in: context.localeLanguage))
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

  /// Runs `grader help [instructor]`, a subcommand, or the grading command, with `--lang` governing every message.
  static func dispatch(_ arguments: [String], context: CommandContext) throws -> Int32 {
    var context = context
    context.requestedLanguage = requestedLanguage(in: arguments) ?? context.requestedLanguage
    var arguments = arguments
    // `grader --lang zh help` and `grader --lang zh hint …`: the language is taken, the command comes next.
    if arguments.count >= 3, arguments[0] == "--lang", arguments[2] == "help" || subcommands.contains(where: { $0.name == arguments[2] }) {
      arguments.removeFirst(2)
    }
    if arguments.first == "help" {
      let language = context.localeLanguage
      let text = arguments.dropFirst().first == "instructor" ? instructorHelp(language) : help(language, context: context)
      context.print(text + "\n")
      return success
    }
    if let name = arguments.first, let subcommand = subcommands.first(where: { $0.name == name }) {
      return try subcommand.main(Array(arguments.dropFirst()), context)
    }
    return try GradeCommand.run(arguments, context: context)
  }

  /// The value of the last valid `--lang` on the command line, if any.
  static func requestedLanguage(in arguments: [String]) -> Language? {
    var found: Language?
    for (index, argument) in arguments.enumerated() where argument == "--lang" && index + 1 < arguments.count {
      if let language = Language(rawValue: arguments[index + 1]) { found = language }
    }
    return found
  }

  /// Options that only an instructor's kit uses; the student edition's `--help` leaves them out.
  static let instructorOptions: Set<String> = ["--solutions", "--review", "--student"]

  /// `grader --help` for the kit the command runs in: the student edition's (no `Solutions/`) shows student commands
  /// only.
  static func help(_ language: Language, context: CommandContext) -> String {
    let root = try? context.kitRoot(packagePath: nil)
    let isEdition = root.map { !FileManager.default.fileExists(atPath: $0.appendingPathComponent(Sources.solutions.rawValue).path) }
    return help(language, studentEdition: isEdition ?? false)
  }

  /// `grader --help`: the grading options, then the subcommands; in the student edition, the students' only, and where
  /// the instructors' are.
  static func help(_ language: Language, studentEdition: Bool = false) -> String {
    let zh = language == .zh
    var text = GraderOptions.spec.help(language, hiding: studentEdition ? instructorOptions : [])
    var sections = [(zh ? "子命令（学生）" : "SUBCOMMANDS (students)", false)]
    if !studentEdition { sections.append((zh ? "子命令（教师）" : "SUBCOMMANDS (instructors)", true)) }
    for (title, forInstructors) in sections {
      // The student edition has no Solutions/ for `grader solution` to show.
      let rows = subcommands.filter { $0.isForInstructors == forInstructors && !(studentEdition && $0.name == "solution") }
        .map { ("grader " + $0.name, $0.abstract.text(in: language)) }
      text += "\n\n" + title + "\n" + CommandSpec<GraderOptions>.columns(rows).joined(separator: "\n")
    }
    text += "\n\n" + (zh ? "每个子命令都有 --help。" : "Every subcommand has --help.")
    if studentEdition {
      text += "\n" + (zh ? "教师用的命令：swift run grader help instructor" : "Instructors' commands: swift run grader help instructor")
    }
    return text
  }

  /// `grader help instructor`: the instructors' subcommands and options.
  static func instructorHelp(_ language: Language) -> String {
    let zh = language == .zh
    let rows = subcommands.filter(\.isForInstructors).map { ("grader " + $0.name, $0.abstract.text(in: language)) }
    var lines = [zh ? "子命令（教师）" : "SUBCOMMANDS (instructors)"] + CommandSpec<GraderOptions>.columns(rows)
    lines += ["", zh ? "教师用的评分选项" : "GRADING OPTIONS FOR INSTRUCTORS"]
    lines += CommandSpec<GraderOptions>.columns(instructorOptions.sorted().map { name in
      (name, GraderOptions.spec.options.first { $0.names.contains(name) }?.help.text(in: language) ?? "")
    })
    lines += ["", zh ? "每个子命令都有 --help。" : "Every subcommand has --help."]
    return lines.joined(separator: "\n")
  }
}
