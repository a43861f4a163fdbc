import GraderCore
import GraderInstructor
import GraderStudent
/// A subcommand of `grader`: its argument declaration and what it does with the parsed options.
protocol Subcommand: Sendable {
  associatedtype Options: Sendable

  /// The declaration that parses the arguments and prints `--help`.
  static var spec: CommandSpec<Options> { get }
  /// The options before any argument is read.
  static var defaults: Options { get }
  /// Runs the command and returns its exit status.
  static func run(_ options: Options, context: CommandContext) throws -> Int32
}

extension Subcommand {
  /// Parses `arguments`, prints help when asked, and otherwise runs the command.
  static func main(_ arguments: [String], context: CommandContext) throws -> Int32 {
    guard let options = try spec.parse(arguments, defaults: defaults) else {
      context.print(spec.help(context.localeLanguage) + "\n")
      return GraderCommand.success
    }
    return try run(options, context: context)
  }
}

/// Options every command that works on a kit accepts.
extension CommandOption {
  /// `--package-path DIR`: the kit's folder.
  static func packagePath(_ set: @escaping @Sendable (inout Options, String) -> Void) -> CommandOption {
    .value(
      "--package-path", valueName: LocalizedText(en: "DIR", zh: "目录"),
      help: LocalizedText(en: "the kit's folder (default: found from the current folder)", zh: "套件所在目录（默认从当前目录向上查找）"),
      set)
  }

  /// `--no-progress`: no progress on standard error.
  static func noProgress(_ set: @escaping @Sendable (inout Options) -> Void) -> CommandOption {
    .flag("--no-progress", help: LocalizedText(en: "print no progress on standard error", zh: "不在标准错误上显示进度"), set)
  }

  /// `--timeout SECONDS`: the limit for each check.
  static func timeout(_ set: @escaping @Sendable (inout Options, Double) -> Void) -> CommandOption {
    .number(
      "--timeout", valueName: LocalizedText(en: "SECONDS", zh: "秒数"), in: 1...3600,
      help: LocalizedText(en: "hard limit for each check (default: 10)", zh: "每项检查的硬性时限（默认 10）"), set)
  }

  /// `--jobs N`: how many things run at once.
  static func jobs(_ what: LocalizedText, _ set: @escaping @Sendable (inout Options, Int) -> Void) -> CommandOption {
    .number("--jobs", "-j", valueName: LocalizedText(en: "N", zh: "N"), in: 1...64, help: what) { options, value in
      set(&options, Int(value))
    }
  }

  /// `--lang zh|en`: the language of what is printed.
  static func language(_ set: @escaping @Sendable (inout Options, Language) -> Void) -> CommandOption {
    .choice(
      "--lang", of: Language.self,
      help: LocalizedText(en: "language of the report (default: from LANG / LC_ALL)", zh: "报告的语言（默认取自 LANG / LC_ALL）"), set)
  }
}
