import Foundation
import GraderTestSupport
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The files in `Tests/Grader/Fixtures` (real consumers and schemas the renderers are checked against) and the tools
/// that run them.
enum Fixtures {
  /// `Tests/Grader/Fixtures` (see `KitRoot`), so no resource bundle is needed.
  static let folder = KitRoot.fixtures

  /// The kit this test belongs to.
  static let kitRoot = KitRoot.url

  static func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

  /// The full path of `name` on `PATH`, or nil when it is not installed.
  static func tool(_ name: String) -> String? { ConsumerTools.tool(name) }

  /// Whether this runs in CI, where every consumer must be present (a missing tool fails instead of skipping).
  static var isCI: Bool { ConsumerTools.isCI }

  /// Whether a test needing `tool` runs: always in CI (where a missing tool then fails it), elsewhere when installed.
  static func canRun(_ tool: String) -> Bool { isCI || Self.tool(tool) != nil }

  /// Runs `tool` with `arguments` and `environment` added to this process's, and returns its exit status and output.
  static func run(
    _ tool: String, _ arguments: [String], environment: [String: String] = [:], in folder: URL
  ) throws -> (status: ProcessOutcome.Termination, output: String) {
    guard let executable = Self.tool(tool) else { throw KitError.kit("\(tool) is not installed (CI installs it: see .ci/run)") }
    return try ConsumerTools.run(executable, arguments, environment: environment, in: folder)
  }
}
