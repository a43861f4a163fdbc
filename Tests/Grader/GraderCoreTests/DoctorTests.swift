import Foundation
import GraderTestSupport
import Testing

@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// `grader doctor`, with the platform and the system's answers injected, so the macOS checks run on Linux too.
@Suite struct DoctorTests {
  /// A doctor whose commands answer from `answers` (keyed by the command line), for a fresh kit folder.
  private func doctor(_ platform: Doctor.Platform, _ answers: [String: Doctor.CommandResult]) throws -> (Doctor, TemporaryFolder) {
    let folder = try TemporaryFolder()
    let doctor = Doctor(platform: platform, kitRoot: folder.url) { executable, arguments, _ in
      let line = ([executable] + arguments.filter { !$0.hasPrefix("/") }).joined(separator: " ")
      return answers[line] ?? Doctor.CommandResult(status: 127, output: "\(executable): command not found")
    }
    return (doctor, folder)
  }

  private let goodMac: [String: Doctor.CommandResult] = [
    "swift --version": .init(status: 0, output: "swift-driver version: 1.115 Apple Swift version 6.0.3 (swiftlang-6.0.3.1.10)\n"),
    "xcode-select -p": .init(status: 0, output: "/Applications/Xcode.app/Contents/Developer\n"),
    "xcodebuild -version": .init(status: 0, output: "Xcode 16.2\nBuild version 16C5032a\n"),
    "swift build --build-tests --package-path": .init(status: 0, output: "Build complete!\n"),
  ]

  @Test func aGoodMacPassesEveryCheck() throws {
    let (doctor, folder) = try doctor(.macOS, goodMac)
    defer { folder.remove() }
    let checks = doctor.checks()
    #expect(checks.map(\.outcome) == [.ok, .ok, .ok, .ok, .warning], "\(checks)")
    #expect(checks[0].detail == "Swift 6.0")
    #expect(checks[1].detail.contains("Xcode 16.2"))
  }

  @Test func commandLineToolsAloneAreAProblemWithTheExactFix() throws {
    var answers = goodMac
    answers["xcode-select -p"] = .init(status: 0, output: "/Library/Developer/CommandLineTools\n")
    answers["swift build --build-tests --package-path"] = .init(
      status: 1, output: "error: no such module 'Testing'\n")
    let (doctor, folder) = try doctor(.macOS, answers)
    defer { folder.remove() }
    let checks = doctor.checks()
    #expect(checks[1].outcome == .problem)
    #expect(checks[1].fix?.en.contains("sudo xcode-select -s /Applications/Xcode.app/Contents/Developer") == true)
    #expect(checks[1].fix?.zh.contains("命令行工具") == true)
    #expect(checks[2].outcome == .problem && checks[2].detail.contains("no such module 'Testing'"))
  }

  @Test func anOldXcodeIsAProblem() throws {
    var answers = goodMac
    answers["xcodebuild -version"] = .init(status: 0, output: "Xcode 15.4\nBuild version 15F31d\n")
    let (doctor, folder) = try doctor(.macOS, answers)
    defer { folder.remove() }
    let check = doctor.selectedXcode()
    #expect(check.outcome == .problem && check.fix?.en.contains("Xcode 16 or later") == true)
  }

  @Test(arguments: [
    ("Swift version 5.10 (swift-5.10-RELEASE)", Doctor.Platform.linux, DoctorCheck.Outcome.problem),
    ("Apple Swift version 5.9.2 (swiftlang-5.9.2.2.56 clang-1500.1.0.2.5)", .macOS, .problem),
    ("Swift version 6.1 (swift-6.1-RELEASE)", .linux, .ok),
    ("Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu", .linux, .ok),
  ])
  func swiftVersions(_ output: String, _ platform: Doctor.Platform, _ expected: DoctorCheck.Outcome) throws {
    let (doctor, folder) = try doctor(platform, ["swift --version": .init(status: 0, output: output)])
    defer { folder.remove() }
    #expect(doctor.swiftVersion().outcome == expected)
  }

  @Test func noSwiftAtAllIsAProblemOnBothPlatforms() throws {
    for platform in [Doctor.Platform.linux, .macOS] {
      let (doctor, folder) = try doctor(platform, [:])
      defer { folder.remove() }
      let check = doctor.swiftVersion()
      #expect(check.outcome == .problem && check.fix != nil)
    }
  }

  @Test func linuxSkipsTheXcodeCheck() throws {
    let (doctor, folder) = try doctor(.linux, [
      "swift --version": .init(status: 0, output: "Swift version 6.3.1 (swift-6.3.1-RELEASE)"),
      "swift build --build-tests --package-path": .init(status: 0, output: ""),
    ])
    defer { folder.remove() }
    #expect(doctor.checks().map(\.title.en) == [
      "Swift 6.0 or later", "Swift Testing and its macros work", ".build/ is writable", "the kit's own files are unchanged",
    ])
  }

  @Test func theReportPutsTheFixUnderEachProblem() {
    let checks = [
      DoctorCheck(title: LocalizedText(en: "A", zh: "甲"), outcome: .ok, detail: "fine", fix: nil),
      DoctorCheck(
        title: LocalizedText(en: "B", zh: "乙"), outcome: .problem, detail: "broken", fix: LocalizedText(en: "do X", zh: "做 X")),
    ]
    #expect(DoctorReport.render(checks, language: .en) == "✓ A: fine\n✗ B: broken\n    Fix: do X\n\n1 problem(s) to fix first.\n")
    #expect(DoctorReport.render(checks, language: .zh).contains("    解决：做 X"))
  }

  @Test func toolsDoNotInheritWhatXcodeSetsForTheRunningProgram() {
    let context = CommandContext(
      environment: ["PATH": "/usr/bin", "DYLD_FRAMEWORK_PATH": "/x", "__XCODE_BUILT_PRODUCTS_DIR_PATHS": "/y", "HOME": "/h"],
      currentDirectory: URL(fileURLWithPath: "/"))
    #expect(context.toolEnvironment == ["PATH": "/usr/bin", "HOME": "/h"])
  }

  @Test func theKitIsFoundFromTheGradersSourceWhenTheWorkingFolderIsElsewhere() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("// swift-tools-version: 6.0\n", to: "kit/Package.swift")
    try folder.write("{}", to: "kit/Course/course.json")
    try folder.write("", to: "elsewhere/.keep")
    let context = CommandContext(
      environment: [:], currentDirectory: folder.url.appendingPathComponent("elsewhere"),
      sourceLocation: folder.url.appendingPathComponent("kit/Grader/grader/main.swift"))
    #expect(try context.kitRoot(packagePath: nil).standardizedFileURL == folder.url.appendingPathComponent("kit").standardizedFileURL)
    let lost = CommandContext(environment: [:], currentDirectory: folder.url.appendingPathComponent("elsewhere"))
    #expect(throws: KitError.self) { try lost.kitRoot(packagePath: nil) }
  }
}
