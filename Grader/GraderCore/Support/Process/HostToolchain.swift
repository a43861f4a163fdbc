import Foundation

/// Where the Swift toolchain that builds the kit keeps its tools, found once per grading run.
///
/// On Linux that is the folder of the `swift` on `PATH`. On a Mac `swift` is usually Xcode's `/usr/bin` shim, so the
/// real folder comes from `xcrun --find swift`, and the macOS platform folder (which holds `Testing.framework`) from
/// `xcrun --sdk macosx --show-sdk-platform-path`, as SwiftPM itself finds them.
package struct HostToolchain: Sendable, Equatable {
  /// The folder holding `swift` (`…/usr/bin`), when it could be found.
  var binFolder: String?
  /// Darwin: the macOS platform folder of the selected Xcode or Command Line Tools.
  package var platformFolder: String?

  /// Finds the toolchain; `run` runs a command and returns its standard output, or `nil` when it fails.
  package static func locate(
    platform: HostPlatform, environment: [String: String], run: (String, [String]) -> String?
  ) -> HostToolchain {
    switch platform {
    case .linux:
      let path = environment["PATH"] ?? "/usr/bin:/bin"
      let swift = path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
      let resolved = swift.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path }
      return HostToolchain(binFolder: resolved, platformFolder: nil)
    case .darwin:
      let swift = run("/usr/bin/xcrun", ["--find", "swift"])?.trimmingCharacters(in: .whitespacesAndNewlines)
      let platformFolder = run("/usr/bin/xcrun", ["--sdk", "macosx", "--show-sdk-platform-path"])?.trimmingCharacters(in: .whitespacesAndNewlines)
      return HostToolchain(
        binFolder: swift.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).deletingLastPathComponent().path },
        platformFolder: platformFolder.flatMap { $0.isEmpty ? nil : $0 })
    }
  }

  /// SwiftPM's helper that loads a test bundle and runs Swift Testing in it (Darwin), where the toolchain installs it.
  var testingHelper: String? {
    binFolder.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path + "/libexec/swift/pm/swiftpm-testing-helper" }
  }

  /// A tool from the toolchain's folder when it is there, else the bare name for `PATH` to resolve.
  func tool(_ name: String) -> String {
    if let binFolder, FileManager.default.isExecutableFile(atPath: binFolder + "/" + name) { return binFolder + "/" + name }
    return name
  }

  /// Runs `executable` with `arguments` and returns its standard output when it exits with status 0.
  package static func output(of executable: String, _ arguments: [String], environment: [String: String]) -> String? {
    let process = ChildProcess(
      executable: executable, arguments: arguments, environment: environment, workingDirectory: "/", outputPath: nil,
      errorPath: "/dev/null")
    guard let run: CapturedRun<Bool> = try? process.capture(outputLimit: 1 << 20, watch: { elapsed, _, _ in
      elapsed > .seconds(60) ? true : nil
    }), run.outcome.succeeded else { return nil }
    return run.outputText
  }
}
