import Foundation
import GraderTestSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The Apple branch of `Package.swift`, evaluated on Linux by flipping its platform tests.
@Suite struct AppleManifestCheckTests {
  private static let kitRoot = KitRoot.url

  @Test func flippingSwapsLinuxAndApplePlatformTests() {
    let manifest = "#if os(Linux)\nlet a = 1\n#elseif os(macOS) || os(iOS)\nlet a = 2\n#endif"
    #expect(AppleManifestCheck.flipped(manifest) == "#if os(macOS)\nlet a = 1\n#elseif os(Linux) || os(Linux)\nlet a = 2\n#endif")
  }

  @Test func theKitsAppleBranchLoadsAndDeclaresNoStandIn() throws {
    let problems = try AppleManifestCheck.problems(root: Self.kitRoot, environment: ProcessInfo.processInfo.environment)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// The mistake this check exists for: a dependency on the stand-in that only the Linux branch declares.
  @Test func aConditionalDependencyOnALinuxOnlyTargetFailsWithSwiftPMsMessage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      #if os(Linux)
      let standIns: [Target] = [.target(name: "SwiftUI", path: "Support/SwiftUI")]
      #else
      let standIns: [Target] = []
      #endif

      let package = Package(
        name: "OldMistake",
        targets: standIns + [
          .target(name: "Lesson", dependencies: [.target(name: "SwiftUI", condition: .when(platforms: [.linux]))], path: "Lesson"),
        ]
      )
      """, to: "Package.swift")
    try folder.write("public struct Text {}\n", to: "Support/SwiftUI/Text.swift")
    try folder.write("public let x = 1\n", to: "Lesson/Lesson.swift")
    let problems = try AppleManifestCheck.problems(root: folder.url, environment: ProcessInfo.processInfo.environment)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("does not load on macOS or iOS") == true)
    #expect(problems.first?.contains("Source files for target SwiftUI should be located under") == true, "\(problems)")
  }

  @Test func aStandInDeclaredOnApplePlatformsIsReported() {
    let described = #"{"name": "Kit", "targets": [{"name": "SwiftUI", "path": "Support/SwiftUI"},"#
      + #"{"name": "Lesson", "target_dependencies": ["Combine", "KitSupport"]}]}"#
    let problems = AppleManifestCheck.problems(describedJSON: Data(described.utf8))
    #expect(problems.count == 2)
    #expect(problems[0].contains("declares the stand-in target SwiftUI"))
    #expect(problems[1].contains("Lesson depends on a target Combine"))
  }
}
