import Foundation
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The `grader` executable built next to this test executable (`swift build --build-tests` builds both), which the
/// sandbox tests use as the launcher.
enum BuiltGrader {
  static var path: String? {
    var candidates: [String] = []
    if let path = ProcessInfo.processInfo.environment["GRADER_PATH"] { candidates.append(path) }
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("grader").path)
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(kit.appendingPathComponent(".build/debug/grader").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Whether the tests run as root, where the sandbox also switches users.
  static var isRoot: Bool { geteuid() == 0 }
}
