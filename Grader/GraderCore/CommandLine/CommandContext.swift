import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every subcommand gets from the process: its environment, folder and language, and where to write.
struct CommandContext: Sendable {
  var environment: [String: String]
  var currentDirectory: URL
  /// Where `print` writes: standard output, unless a test captures it.
  var write: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
  /// Reads one line the user types (`nil` at the end of input): standard input, unless a test answers.
  var readLine: @Sendable () -> String? = { Swift.readLine() }

  /// The language the user's locale asks for.
  var localeLanguage: Language { Language.fromLocale(environment) }

  /// Finds the kit from `--package-path` or the current folder; throws a usage error when there is none.
  func kitRoot(packagePath: String?) throws -> URL {
    let start = packagePath.map { URL(fileURLWithPath: $0, relativeTo: currentDirectory) } ?? currentDirectory
    guard let root = KitLayout.findRoot(from: start) else {
      throw KitError.usage("no kit here: \(start.path) has no Package.swift with \(Course.relativePath) above it")
    }
    return root
  }

  /// A progress reporter on standard error, shown unless `enabled` is false.
  func progress(enabled: Bool) -> ProgressReporter {
    ProgressReporter(isEnabled: enabled, isTerminal: isatty(2) == 1)
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
