import Foundation

/// The `grader` executable the tests run: `$GRADER_PATH`, or the one built next to the test executable
/// (`swift build --build-tests` builds both), or the kit's `.build/debug/grader`.
public enum BuiltGrader {
  /// Its path, or `nil` when none is built.
  public static var path: String? {
    var candidates: [String] = []
    if let path = ProcessInfo.processInfo.environment["GRADER_PATH"] { candidates.append(path) }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("grader").path)
    candidates.append(KitRoot.url.appendingPathComponent(".build/debug/grader").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether the tests run as root, where the sandbox also switches users.
  public static var isRoot: Bool { geteuid() == 0 }
}
