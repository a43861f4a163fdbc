import Foundation
import GraderCore

/// The real consumers' tools (`xmllint`, `node`, `python3`) that the renderers' output is checked against.
public enum ConsumerTools {
  /// Whether this runs in CI, where every consumer must be present (a missing tool fails instead of skipping).
  public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false }

  /// The full path of `name` on `PATH`, or nil when it is not installed.
  public static func tool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `executable` in `folder` with `environment` added to this process's; returns its exit status and output.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:], in folder: URL
  ) throws -> (status: ProcessOutcome.Termination, output: String) {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("grader-tool-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    var all = ProcessInfo.processInfo.environment
    all.merge(environment) { _, new in new }
    let process = ChildProcess(
      executable: executable, arguments: arguments, environment: all, workingDirectory: folder.path, outputPath: output.path)
    let outcome = try process.run(timeout: .seconds(120))
    return (outcome.termination, UTF8Text.decode((try? Data(contentsOf: output)) ?? Data()).text)
  }
}
