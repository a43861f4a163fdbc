import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

@Suite struct ExerciseTypeCheckerTests {
  /// Two compile commands as SwiftPM 6.3 writes them in `debug.yaml`, with the blocks around them.
  static let buildDescription = """
    client:
      name: basic
    commands:
      "/k/.build/debug/DIFix1.build/DIFix1.swiftmodule.o":
        tool: shell
        args: ["/opt/swift/usr/bin/swiftc","-modulewrap","/k/.build/debug/Modules/DIFix1.swiftmodule"]

      "C.DIFix1-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/k/Lessons/L/Fix1/A.swift"]
        description: "Compiling Swift Module 'DIFix1' (1 sources)"
        args: ["/opt/swift/usr/bin/swiftc","-module-name","DIFix1","-emit-dependencies","-emit-module","-emit-module-path","/k/.build/debug/Modules/DIFix1.swiftmodule","-output-file-map","/k/.build/debug/DIFix1.build/output-file-map.json","-parse-as-library","-incremental","-c","@/k/.build/debug/DIFix1.build/sources","-I","/k/.build/debug/Modules","-target","x86_64-unknown-linux-gnu","-v","-enable-batch-mode","-serialize-diagnostics","-index-store-path","/k/.build/debug/index/store","-Onone","-enable-testing","-j2","-DSWIFT_PACKAGE","-module-cache-path","/k/.build/debug/ModuleCache","-parseable-output","-emit-objc-header","-emit-objc-header-path","/k/.build/debug/DIFix1.build/include/DIFix1-Swift.h","-swift-version","6","-g","-Xcc","-fPIC","-package-name","kit"]

      "C.DIFix1Tests-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        args: ["/opt/swift/usr/bin/swiftc","-module-name","DIFix1Tests","-c","@/k/.build/debug/DIFix1Tests.build/sources","-I","/k/.build/debug/Modules","-Xfrontend","-enable-cross-import-overlays","-swift-version","6"]

    """

  @Test func readsTheCompileArgumentsSwiftPMRecorded() {
    let recorded = ExerciseTypeChecker.recordedArguments(inBuildDescription: Self.buildDescription)
    #expect(Set(recorded.keys) == ["DIFix1", "DIFix1Tests"])
    #expect(recorded["DIFix1"]?.first == "/opt/swift/usr/bin/swiftc")
    #expect(recorded["DIFix1Tests"]?.contains("-enable-cross-import-overlays") == true)
    #expect(ExerciseTypeChecker.recordedArguments(inBuildDescription: "").isEmpty)
  }

  @Test func turnsThemIntoOneRunThatEmitsTheModule() throws {
    let recorded = try #require(ExerciseTypeChecker.recordedArguments(inBuildDescription: Self.buildDescription)["DIFix1"])
    let arguments = ExerciseTypeChecker.arguments(
      from: recorded, files: ["/k/stage/A.swift"], emitModulePath: "/w/DIFix1.swiftmodule", searchFirst: "/w/first")
    // Outputs, incremental state, indexing, batching and the response file are gone; the flags that decide how the
    // code compiles stay, in order.
    for gone in ["-emit-dependencies", "-output-file-map", "-incremental", "-c", "-v", "-enable-batch-mode",
      "-serialize-diagnostics", "-index-store-path", "-j2", "-parseable-output", "-emit-objc-header",
      "/k/.build/debug/Modules/DIFix1.swiftmodule", "/k/.build/debug/index/store"]
    {
      #expect(!arguments.contains(gone), "\(gone)")
    }
    #expect(!arguments.contains { $0.hasPrefix("@") })
    #expect(arguments.prefix(2) == ["-I", "/w/first"])
    let kept = ["-module-name", "DIFix1", "-parse-as-library", "-I", "/k/.build/debug/Modules", "-target",
      "x86_64-unknown-linux-gnu", "-Onone", "-enable-testing", "-DSWIFT_PACKAGE", "-module-cache-path",
      "/k/.build/debug/ModuleCache", "-swift-version", "6", "-g", "-Xcc", "-fPIC", "-package-name", "kit"]
    #expect(Array(arguments.dropFirst(2).prefix(kept.count)) == kept)
    #expect(arguments.suffix(5) == ["-emit-module", "-wmo", "-emit-module-path", "/w/DIFix1.swiftmodule", "/k/stage/A.swift"])
  }

  @Test func reportsTheCompilersOutputOfAModuleThatDoesNotCompile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let good = try folder.write("public struct Good { public init() {} }\n", to: "Good/Good.swift")
    let bad = try folder.write("public func f() -> Int { let x: Int; return x }\n", to: "Bad/Bad.swift")
    let tests = try folder.write("import Good\nfunc make() -> Good { Good() }\n", to: "GoodTests/T.swift")
    let badTests = try folder.write("import Bad\n", to: "BadTests/T.swift")
    let swiftc = ["swiftc", "-parse-as-library", "-swift-version", "6"]
    try folder.write("""
      "C.Good-x-debug.module":
          args: \(try jsonArray(swiftc + ["-module-name", "Good", "-c", "@sources"]))
      "C.GoodTests-x-debug.module":
          args: \(try jsonArray(swiftc + ["-module-name", "GoodTests"]))
      "C.Bad-x-debug.module":
          args: \(try jsonArray(swiftc + ["-module-name", "Bad"]))
      "C.BadTests-x-debug.module":
          args: \(try jsonArray(swiftc + ["-module-name", "BadTests"]))

      """.replacingOccurrences(of: "\n    args", with: "\n    args").split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"),
      to: "scratch/debug.yaml")
    let checker = ExerciseTypeChecker(
      scratchPath: folder.url.appendingPathComponent("scratch").path, workPath: folder.url.appendingPathComponent("work").path,
      environment: ProcessInfo.processInfo.environment)
    let jobs = [
      ExerciseTypeChecker.Job(module: "Good", testTarget: "GoodTests", moduleFiles: [good.path], testFiles: [tests.path]),
      ExerciseTypeChecker.Job(module: "Bad", testTarget: "BadTests", moduleFiles: [bad.path], testFiles: [badTests.path]),
    ]
    #expect(checker.canCheck(jobs))
    let verdicts = checker.check(jobs, workers: 2)
    #expect(verdicts["Good"] == .compiles)
    // A flow diagnostic (definite initialisation), which a plain -typecheck would miss.
    guard case .fails(let output) = verdicts["Bad"] else {
      Issue.record("Bad compiled: \(String(describing: verdicts["Bad"]))")
      return
    }
    #expect(output.contains("Bad.swift:1:") && output.contains("used before being initialized"), "\(output)")
  }

  private func jsonArray(_ strings: [String]) throws -> String {
    String(decoding: try JSONEncoder().encode(strings), as: UTF8.self)
  }
}

@Suite struct BuildTreeTests {
  @Test func snapshotsWriteOnlyWhatChangedAndRemoveTheRest() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("a", to: "kit/Lessons/L/E/A.swift")
    try folder.write("b", to: "kit/Lessons/L/E/B.swift")
    try folder.write("swap", to: "kit/Lessons/L/E/.A.swift.swp")
    try folder.write("t", to: "kit/Tests/L/E/T.swift")
    let kit = folder.url.appendingPathComponent("kit")
    let tree = folder.url.appendingPathComponent("tree")
    let folders = ["Lessons/L/E/", "Tests/L/E/"]
    let snapshot = ExerciseSnapshot.read(folders, in: kit)
    #expect(snapshot.files.map(\.path) == ["Lessons/L/E/A.swift", "Lessons/L/E/B.swift", "Tests/L/E/T.swift"])
    #expect(try snapshot.write(into: tree, folders: folders))
    let a = tree.appendingPathComponent("Lessons/L/E/A.swift")
    let stamp = try FileManager.default.attributesOfItem(atPath: a.path)[.modificationDate] as? Date
    #expect(try !snapshot.write(into: tree, folders: folders), "writing the same files again changed something")
    #expect(try FileManager.default.attributesOfItem(atPath: a.path)[.modificationDate] as? Date == stamp)
    try folder.write("stray", to: "tree/Lessons/L/E/Stray.swift")
    try FileManager.default.removeItem(at: kit.appendingPathComponent("Lessons/L/E/B.swift"))
    let smaller = ExerciseSnapshot.read(folders, in: kit)
    #expect(smaller.fingerprint != snapshot.fingerprint)
    #expect(try smaller.write(into: tree, folders: folders))
    #expect(PristineStubs.filePaths(inFolder: "Lessons/L/E/", root: tree) == ["Lessons/L/E/A.swift"])
  }

  @Test func remapsPathsInTheTreeToPathsInTheKit() {
    let layout = KitLayout(root: URL(fileURLWithPath: "/kit"), sources: .lessons)
    let tree = BuildTree(layout: layout)
    let line = "/kit/.build/grader/lessons-tree/Lessons/L/E/A.swift:3:1: error: x\n/kit/.build/grader/lessons-runs/stage/Tests/L/E/T.swift:1:1: note"
    let remapped = tree.remap(line, others: [URL(fileURLWithPath: "/kit/.build/grader/lessons-runs/stage")])
    #expect(remapped == "/kit/Lessons/L/E/A.swift:3:1: error: x\n/kit/Tests/L/E/T.swift:1:1: note")
  }
}
