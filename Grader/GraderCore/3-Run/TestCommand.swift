import Foundation

/// How to start the kit's built tests so they run only some checks and write an event stream.
struct TestCommand: Sendable {
  var executable: String
  var arguments: [String]

  /// The command for a kit built in `layout`'s scratch directory (from the grader's build tree).
  ///
  /// On Linux the test executable is run directly, which is the cheapest way; on Apple platforms tests live in an
  /// `.xctest` bundle, so `swift test --skip-build` starts them.
  static func forBuild(in layout: KitLayout) throws -> TestCommand {
    #if os(Linux)
    let binPath = layout.scratchPath + "/debug"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: binPath)) ?? []
    guard let binary = names.filter({ $0.hasSuffix("PackageTests.xctest") }).sorted().first else {
      throw KitError.kit("no test executable in \(binPath) after a successful build")
    }
    return TestCommand(
      executable: binPath + "/" + binary,
      arguments: ["--testing-library", "swift-testing"]
    )
    #else
    return TestCommand(
      executable: "swift",
      arguments: [
        "test", "--skip-build", "--disable-xctest", "--package-path", layout.buildTreePath,
        "--scratch-path", layout.scratchPath,
      ]
    )
    #endif
  }

  /// The full argument list that runs the checks matching `filters`, one at a time, writing events to `eventStreamPath`.
  func arguments(filters: [String], eventStreamPath: String) -> [String] {
    arguments
      + ["--no-parallel", "--event-stream-version", "0", "--event-stream-output-path", eventStreamPath]
      + filters.flatMap { ["--filter", $0] }
  }
}
