import Foundation

/// How to start the kit's built tests so they run only some checks and report on channels the grader reads.
///
/// On Linux the test product is an executable (`<scratch>/debug/<Package>PackageTests.xctest`) and runs directly. On a
/// Mac it is a bundle (`<Package>PackageTests.xctest/Contents/MacOS/<Package>PackageTests`) that SwiftPM's
/// `swiftpm-testing-helper` loads, with the macOS platform's frameworks on the loader's path: the command `swift test`
/// itself runs for Swift Testing. Without the helper, `swift test --skip-build` is the fallback.
package struct TestCommand: Sendable, Equatable {
  /// How the command hands over its results.
  enum Channels: Sendable, Equatable {
    /// Inherited pipes: the event stream on descriptor 3, Swift Testing's JUnit summary on descriptor 4.
    case descriptors
    /// A file for the event stream (`swift test` does not pass descriptors on to the tests); no summary.
    case eventFile
  }

  package var executable: String
  /// Arguments before the grader's own.
  package var arguments: [String]
  /// Arguments after the grader's own.
  package var trailingArguments: [String] = []
  /// Variables the tests need besides the sandbox's minimal environment.
  package var environment: [String: String] = [:]
  var channels: Channels = .descriptors
  /// Whether the command must run as the grading user (SwiftPM writes into the build folder).
  var needsBuildAccess = false
  /// The image of each test target's checks, which the program loads from `imageDescriptor` (`ExerciseImageLinker`);
  /// empty when the program holds every test target itself.
  var images: [String: String] = [:]

  /// The descriptor of the event stream, and of the JUnit summary.
  static let eventDescriptor: Int32 = 3
  static let summaryDescriptor: Int32 = 4
  /// The descriptor the program reads its image from.
  static let imageDescriptor: Int32 = 5

  /// The command for a kit built in `layout`'s scratch directory (from the grader's build tree) on `platform`.
  package static func forBuild(in layout: KitLayout, platform: HostPlatform, toolchain: HostToolchain) throws -> TestCommand {
    let binPath = layout.scratchPath + "/debug"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: binPath)) ?? []
    guard let product = names.filter({ $0.hasSuffix("PackageTests.xctest") }).sorted().first else {
      throw KitError.kit("no test product in \(binPath) after a successful build")
    }
    switch platform {
    case .linux:
      return TestCommand(executable: binPath + "/" + product, arguments: ["--testing-library", "swift-testing"])
    case .darwin:
      let name = String(product.dropLast(".xctest".count))
      let binary = "\(binPath)/\(product)/Contents/MacOS/\(name)"
      if let helper = toolchain.testingHelper, FileManager.default.isExecutableFile(atPath: helper) {
        var environment = ["DYLD_LIBRARY_PATH": binPath]
        if let platformFolder = toolchain.platformFolder {
          environment["DYLD_FRAMEWORK_PATH"] =
            "\(platformFolder)/Developer/Library/Frameworks:\(platformFolder)/Developer/Library/PrivateFrameworks"
          environment["DYLD_LIBRARY_PATH"] = "\(binPath):\(platformFolder)/Developer/usr/lib"
        }
        // The helper `dlopen`s the binary and calls its `main` with the whole command line, as `swift test` does.
        return TestCommand(
          executable: helper, arguments: ["--test-bundle-path", binary],
          trailingArguments: [binary, "--testing-library", "swift-testing"], environment: environment)
      }
      return TestCommand(
        executable: toolchain.tool("swift"),
        arguments: [
          "test", "--skip-build", "--disable-xctest", "--package-path", layout.buildTreePath, "--scratch-path",
          layout.scratchPath,
        ],
        channels: .eventFile, needsBuildAccess: true)
    }
  }

  /// The full argument list that runs the checks matching `filters`, one at a time.
  ///
  /// `eventFile` is used only when the channels are not descriptors.
  package func arguments(filters: [String], eventFile: String) -> [String] {
    var own = ["--no-parallel", "--event-stream-version", "0"]
    switch channels {
    case .descriptors:
      own += [
        "--event-stream-output-path", "/dev/fd/\(Self.eventDescriptor)",
        "--xunit-output", "/dev/fd/\(Self.summaryDescriptor)",
      ]
    case .eventFile:
      own += ["--event-stream-output-path", eventFile]
    }
    return arguments + own + filters.flatMap { ["--filter", $0] } + trailingArguments
  }
}
