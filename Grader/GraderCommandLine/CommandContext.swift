import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraderCore
import GraderInstructor
import GraderStudent

/// What every subcommand gets from the process: its environment, folder and language, and where to write.
struct CommandContext: Sendable {
  var environment: [String: String]
  var currentDirectory: URL
  /// Where `print` writes: standard output, unless a test captures it.
  var write: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
  /// Reads one line the user types (`nil` at the end of input): standard input, unless a test answers.
  var readLine: @Sendable () -> String? = { Swift.readLine() }

  /// The language asked for by `--lang` anywhere on the command line, which governs every message and `--help`.
  var requestedLanguage: Language?

  /// The language of what is printed: `--lang`, else the one the user's locale asks for.
  var localeLanguage: Language { requestedLanguage ?? Language.fromLocale(environment) }

  /// Where the grader's own sources were when it was built, so a run from Xcode (whose working folder is elsewhere)
  /// still finds the kit.
  var sourceLocation: URL?

  /// Finds the kit from `--package-path`, the current folder, or the grader's own source location, in that order;
  /// throws a usage error when there is none.
  func kitRoot(packagePath: String?) throws -> URL {
    if let packagePath {
      let start = URL(fileURLWithPath: packagePath, relativeTo: currentDirectory)
      guard let root = KitLayout.findRoot(from: start) else {
        throw KitError.usage(
          "这里没有套件 / no kit here: \(start.path) has no Package.swift with \(Course.relativePath) above it")
      }
      return root
    }
    if let root = KitLayout.findRoot(from: currentDirectory) { return root }
    if let sourceLocation, let root = KitLayout.findRoot(from: sourceLocation.deletingLastPathComponent()) { return root }
    throw KitError.usage(
      "这里没有套件，请在套件目录里运行，或者加 --package-path / no kit here: \(currentDirectory.path) has no "
        + "Package.swift with \(Course.relativePath) above it (run the grader inside the kit's folder, or pass --package-path)")
  }

  /// The environment for the Swift tools the grader starts: the user's, without what Xcode sets for the program it
  /// runs (library search paths that would make `swift build` load the wrong libraries).
  var toolEnvironment: [String: String] {
    environment.filter { key, _ in
      !key.hasPrefix("DYLD_") && !key.hasPrefix("__XPC_DYLD_") && !key.hasPrefix("__XCODE_")
        && key != "OS_ACTIVITY_DT_MODE" && key != "NSUnbufferedIO"
    }
  }

  /// The language of progress lines: `--lang`, else the one the locale names; `nil` (both languages) when the locale
  /// names none, since a student reading Chinese may sit at a console with no locale at all.
  var progressLanguage: Language? { requestedLanguage ?? Language.named(byLocale: environment) }

  /// A progress reporter on standard error, shown unless `enabled` is false.
  func progress(enabled: Bool) -> ProgressReporter {
    let reporter = ProgressReporter(isEnabled: enabled, isTerminal: isatty(2) == 1)
    reporter.language = progressLanguage
    return reporter
  }

  /// Writes `text` to standard output.
  func print(_ text: String) {
    write(text)
  }

  /// Writes `text` and a newline to standard error.
  func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
