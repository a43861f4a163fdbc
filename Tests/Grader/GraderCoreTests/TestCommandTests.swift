import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// How the test product is started on each platform: the Darwin branch runs here on Linux, on a fake build folder and
/// a fake toolchain laid out as SwiftPM and Xcode lay them out.
@Suite struct TestCommandTests {
  /// A scratch folder with `<Pkg>PackageTests.xctest` as `platform` builds it, and a toolchain folder.
  private func fakeBuild(_ platform: HostPlatform, helper: Bool) throws -> (TemporaryFolder, KitLayout, HostToolchain) {
    let folder = try TemporaryFolder()
    let layout = KitLayout(root: folder.url.appendingPathComponent("kit"), sources: .lessons)
    let debug = layout.scratchPath + "/debug"
    switch platform {
    case .linux:
      try folder.write("", to: "kit/.build/grader/lessons/debug/KitPackageTests.xctest")
    case .darwin:
      try folder.write("", to: "kit/.build/grader/lessons/debug/KitPackageTests.xctest/Contents/MacOS/KitPackageTests")
    }
    #expect(FileManager.default.fileExists(atPath: debug))
    if helper {
      let file = try folder.write("#!/bin/sh\n", to: "Toolchain/usr/libexec/swift/pm/swiftpm-testing-helper")
      chmod(file.path, 0o755)
    }
    let toolchain = HostToolchain(
      binFolder: folder.url.appendingPathComponent("Toolchain/usr/bin").path,
      platformFolder: platform == .darwin ? "/Xcode/Platforms/MacOSX.platform" : nil)
    return (folder, layout, toolchain)
  }

  @Test func linuxRunsTheTestExecutableDirectly() throws {
    let (folder, layout, toolchain) = try fakeBuild(.linux, helper: false)
    defer { folder.remove() }
    let command = try TestCommand.forBuild(in: layout, platform: .linux, toolchain: toolchain)
    #expect(command.executable == layout.scratchPath + "/debug/KitPackageTests.xctest")
    #expect(command.channels == .descriptors && !command.needsBuildAccess && command.environment.isEmpty)
    let arguments = command.arguments(filters: ["^A\\.B/c\\("], eventFile: "/unused")
    #expect(arguments == [
      "--testing-library", "swift-testing", "--no-parallel", "--event-stream-version", "0",
      "--event-stream-output-path", "/dev/fd/3", "--xunit-output", "/dev/fd/4", "--filter", "^A\\.B/c\\(",
    ])
  }

  @Test func darwinLoadsTheBundleThroughSwiftPMsTestingHelper() throws {
    let (folder, layout, toolchain) = try fakeBuild(.darwin, helper: true)
    defer { folder.remove() }
    let command = try TestCommand.forBuild(in: layout, platform: .darwin, toolchain: toolchain)
    let binary = layout.scratchPath + "/debug/KitPackageTests.xctest/Contents/MacOS/KitPackageTests"
    #expect(command.executable == toolchain.testingHelper)
    #expect(command.executable.hasSuffix("/Toolchain/usr/libexec/swift/pm/swiftpm-testing-helper"))
    // As `swift test` runs it: the bundle's binary after --test-bundle-path, again at the end, then the library.
    let arguments = command.arguments(filters: ["^X"], eventFile: "/unused")
    #expect(Array(arguments.prefix(2)) == ["--test-bundle-path", binary])
    #expect(Array(arguments.suffix(3)) == [binary, "--testing-library", "swift-testing"])
    #expect(arguments.contains("/dev/fd/3") && arguments.contains("/dev/fd/4"))
    #expect(command.environment["DYLD_FRAMEWORK_PATH"]?.hasPrefix("/Xcode/Platforms/MacOSX.platform/Developer/Library/Frameworks") == true)
    #expect(command.environment["DYLD_LIBRARY_PATH"] == layout.scratchPath + "/debug:/Xcode/Platforms/MacOSX.platform/Developer/usr/lib")
    #expect(!command.needsBuildAccess)
  }

  @Test func darwinWithoutTheHelperFallsBackToSwiftTest() throws {
    let (folder, layout, toolchain) = try fakeBuild(.darwin, helper: false)
    defer { folder.remove() }
    let command = try TestCommand.forBuild(in: layout, platform: .darwin, toolchain: toolchain)
    #expect(command.arguments.prefix(3) == ["test", "--skip-build", "--disable-xctest"])
    #expect(command.channels == .eventFile && command.needsBuildAccess)
    let arguments = command.arguments(filters: [], eventFile: "/runs/x.events.jsonl")
    #expect(arguments.contains("/runs/x.events.jsonl") && !arguments.contains("/dev/fd/3"))
  }

  @Test func noTestProductIsAnError() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let layout = KitLayout(root: folder.url, sources: .lessons)
    for platform in HostPlatform.allCases {
      #expect(throws: KitError.self) { try TestCommand.forBuild(in: layout, platform: platform, toolchain: HostToolchain()) }
    }
  }

  @Test func darwinToolchainComesFromXcrun() {
    var asked: [[String]] = []
    let toolchain = HostToolchain.locate(platform: .darwin, environment: [:]) { executable, arguments in
      asked.append([executable] + arguments)
      return arguments.contains("--find")
        ? "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift\n"
        : "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform\n"
    }
    #expect(asked == [
      ["/usr/bin/xcrun", "--find", "swift"], ["/usr/bin/xcrun", "--sdk", "macosx", "--show-sdk-platform-path"],
    ])
    #expect(toolchain.binFolder == "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin")
    #expect(toolchain.testingHelper
      == "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/libexec/swift/pm/swiftpm-testing-helper")
    #expect(toolchain.platformFolder == "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform")
  }

  @Test func signalNumbersFollowThePlatform() {
    #expect(SignalName.of(7, on: .linux) == "SIGBUS" && SignalName.of(10, on: .darwin) == "SIGBUS")
    #expect(SignalName.of(10, on: .linux) == "" && SignalName.of(7, on: .darwin) == "")
    #expect(SignalName.of(24, on: .linux) == "SIGXCPU" && SignalName.of(24, on: .darwin) == "SIGXCPU")
  }
}
