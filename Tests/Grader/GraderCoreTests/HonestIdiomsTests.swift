import Foundation
import GraderTestSupport
import Testing
@testable import GraderCommandLine
@testable import GraderCore
@testable import GraderInstructor
@testable import GraderStudent

/// The integrity stage over honest code: a corpus of idioms a student of these lessons may write is never refused and
/// never flagged, while the attributes that reach past the language are refused with their line.
@Suite struct HonestIdiomsTests {
  /// A suite as the kit's suites read: what the scan compares a submission's names with.
  static let suite = """
    import Testing
    import GradingSupport
    @testable import DITodoMock
    @Test func counts() async throws {
      let todos = try await MockTodoRepository().fetchTodos()
      #expect(todos.count == 2 && !todos.isEmpty)
      expectAnswer(choice, is: .c, "Choice")
      Issue.record("no")
    }
    """

  /// The names the kit's SwiftUI and Combine stand-ins declare, as the grader gives them to the scan.
  static let standIns: Set<String> = {
    var names: Set<String> = []
    for folder in ["Support/SwiftUI", "Support/Combine"] {
      let base = Fixtures.kitRoot.appendingPathComponent(folder).path
      for name in SubmissionInventory.swiftFiles(at: base) {
        let source = (try? String(contentsOfFile: base + "/" + name, encoding: .utf8)) ?? ""
        names.formUnion(SourceScan.declaredNames(in: source))
      }
    }
    return names
  }()

  /// The scan the grader builds for an exercise whose suite is `suite`.
  static func scan(module: String = "Honest") -> SourceScan {
    var scan = SourceScan(
      protectedModules: SourceScan.toolchainModules.union(["TodoKit", "DITodoMockTests"]),
      suiteNames: SourceScan.names(in: suite), suiteUnqualifiedNames: SourceScan.unqualifiedNames(in: suite),
      outsideNames: SourceScan.libraryNames.union(["expectAnswer", "TodoKit"]),
      extensibleTypes: standIns.union(["EnvironmentValues"]))
    scan.standInTypes = standIns
    scan.suiteLabels = SourceScan.labels(in: suite)
    scan.suiteCalls = SourceScan.SuiteCalls(sources: [suite])
    scan.module = module
    return scan
  }

  private static func file(_ idiom: HonestIdioms.Idiom) -> (name: String, source: String) {
    ("Lessons/99-Idioms/Honest/\(idiom.name).swift", idiom.source)
  }

  @Test func theCorpusHoldsAtLeastSixtyIdioms() {
    #expect(HonestIdioms.all.count >= 60)
    #expect(Set(HonestIdioms.all.map(\.name)).count == HonestIdioms.all.count)
  }

  @Test(arguments: HonestIdioms.all.map(\.name))
  func anIdiomAloneIsNeitherRefusedNorFlagged(name: String) throws {
    let idiom = try #require(HonestIdioms.all.first { $0.name == name })
    let problems = Self.scan().problems(in: [Self.file(idiom)])
    #expect(problems.isEmpty, "\(problems)")
    let flags = ReviewScan.flags(in: [Self.file(idiom)])
    #expect(flags.isEmpty, "\(flags)")
  }

  @Test func theWholeCorpusAsOneModuleIsNeitherRefusedNorFlagged() {
    let files = HonestIdioms.all.map(Self.file)
    #expect(Self.scan().problems(in: files).isEmpty, "\(Self.scan().problems(in: files))")
    #expect(ReviewScan.flags(in: files).isEmpty, "\(ReviewScan.flags(in: files))")
  }

  /// The idioms Linux compiles, built together into one object file against the kit's stand-ins: every strong symbol
  /// it defines is the module's own (opaque result types, property wrappers, actors, `some View` helpers included).
  @Test func theCompiledIdiomsDefineOnlyTheirOwnSymbols() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var sources: [String] = []
    for idiom in HonestIdioms.all where idiom.compiles {
      sources.append(try folder.write(idiom.source, to: "src/\(idiom.name).swift").path)
    }
    #expect(sources.count >= 50)
    let modules = Fixtures.kitRoot.appendingPathComponent(".build/debug/Modules")
    try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("SwiftUI.swiftmodule").path),
      "the kit's SwiftUI stand-in is built with the kit's tests")
    let toolchain = HostToolchain.locate(platform: .current, environment: ProcessInfo.processInfo.environment) { _, _ in nil }
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("objects"), withIntermediateDirectories: true)
    let object = folder.url.appendingPathComponent("objects/Honest.o").path
    let compile = ChildProcess(
      executable: toolchain.tool("swiftc"),
      arguments: ["-parse-as-library", "-swift-version", "6", "-module-name", "Honest", "-wmo", "-I", modules.path, "-c"]
        + sources + ["-o", object],
      environment: ProcessInfo.processInfo.environment, workingDirectory: folder.url.path, outputPath: nil)
    let compiled: CapturedRun<Bool> = try compile.capture(outputLimit: 1 << 18) { elapsed, _, _ in elapsed > .seconds(300) ? true : nil }
    try #require(compiled.outcome.succeeded, "\(compiled.outputText)")
    let checker = SymbolCheck(platform: .current, toolchain: toolchain, environment: ProcessInfo.processInfo.environment)
    let problems = try #require(checker.problems(module: "Honest", objectsFolder: folder.url.appendingPathComponent("objects").path))
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func aConformanceBelongsToTheModuleThatDeclaresIt() {
    #expect(SymbolCheck.owningModule(ofDemangled: "protocol conformance descriptor for Swift.Int : Swift.Identifiable in Honest") == "Honest")
    #expect(SymbolCheck.owningModule(ofDemangled: "protocol witness table for Swift.Int : Swift.Identifiable in Honest") == "Honest")
    #expect(SymbolCheck.owningModule(ofDemangled: "protocol witness for Swift.Identifiable.id.getter : A.ID in conformance Swift.Int : Swift.Identifiable in Honest") == "Honest")
    #expect(SymbolCheck.owningModule(ofDemangled: "protocol conformance descriptor for Swift.Int : Swift.Identifiable in Testing") == "Testing")
  }

  @Test func attributesThatReachPastTheLanguageAreRefusedWithTheirLine() {
    let hostile = [
      ("c(grader_forged)", "c"), ("section(\"__DATA,mine\")", "section"), ("used", "used"),
      ("_silgen_name(\"swift_retain\")", "_silgen_name"), ("_cdecl(\"main\")", "_cdecl"), ("export(implementation)", "export"),
      ("specialized(where T == Int)", "specialized"), ("DebugDescription", "DebugDescription"), ("backDeployed(before: macOS 99)", "backDeployed"),
      ("abi(func g())", "abi"), ("unknownThing", "unknownThing"), ("NotDeclaredAnywhere", "NotDeclaredAnywhere"),
      // The compiler takes an attribute's name in backticks too, and defines the C symbol.
      ("`_cdecl`(\"main\")", "_cdecl"), ("`c`(grader_forged)", "c"),
    ]
    for (attribute, name) in hostile {
      let source = "public struct Fine {}\n\n@\(attribute) public func f() -> Int { 1 }\n"
      let problems = Self.scan().problems(in: [("Lessons/L/A.swift", source)])
      #expect(problems.count == 1, "\(attribute): \(problems)")
      let problem = problems.first ?? ""
      #expect(problem.hasPrefix("Lessons/L/A.swift:3: ") && problem.contains("@\(name) "), "\(problem)")
      #expect(problem.contains("特性 @\(name)") && problem.contains("the ") && problem.contains("attribute @\(name)"), "\(problem)")
    }
  }

  /// Where the student writes the tests (one folder, no suite), the attribute rule applies too: `@c` stand-ins for
  /// Swift Testing's entry points in a test-writing exercise are refused before the build.
  @Test func testWritingExercisesAreScannedForAttributes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("import Testing\n@testable import Subject\n\n@Test func mine() { #expect(1 == 1) }\n", to: "Lessons/L/Tests1/Mine.swift")
    try folder.write("@c(swift_testing_checkValue) public func forged() {}\n", to: "Lessons/L/Tests2/Forged.swift")
    let integrity = ExerciseIntegrity(layout: KitLayout(root: folder.url, sources: .lessons))
    let items = ["Tests1", "Tests2"].map { ExerciseBuilder.Item(module: $0, testTarget: $0, folders: ["Lessons/L/\($0)/"]) }
    let problems = integrity.sourceProblems(items)
    #expect(problems.keys.sorted() == ["Tests2"])
    #expect(problems["Tests2"]?.first?.hasPrefix("Lessons/L/Tests2/Forged.swift:1: ") == true, "\(problems)")
  }

  @Test func aStudentTypeNamedInLowerCaseDoesNotMakeACompilerAttributeTheStudents() {
    let source = "public struct c {}\npublic struct used {}\n@c(forged) public func f() {}\n@used let x = 1\n"
    #expect(Self.scan().problems(in: [("A.swift", source)]).count == 2)
  }

  @Test func theStudentsOwnWrappersBuildersAndActorsAreAccepted() {
    let source = """
      @propertyWrapper public struct Trimmed { public var wrappedValue: String }
      @resultBuilder public enum RowsBuilder { public static func buildBlock(_ rows: Int...) -> [Int] { rows } }
      @globalActor public actor DiskActor { public static let shared = DiskActor() }
      public struct Form { @Trimmed public var name: String; @DiskActor public func save() {} }
      public func rows(@RowsBuilder _ make: () -> [Int]) -> [Int] { make() }
      """
    #expect(Self.scan().problems(in: [("A.swift", source)]).isEmpty)
    // In another file of the same module too.
    #expect(Self.scan().problems(in: [("A.swift", source), ("B.swift", "public struct Other { @Trimmed var x: String }")]).isEmpty)
  }

  /// Every attribute the kit's own lessons, solutions and examples write is on the list.
  @Test func everyAttributeOfTheKitsOwnCodeIsAccepted() throws {
    var modules: [String: [(name: String, source: String)]] = [:]
    for top in ["Lessons", "Solutions"] {
      let base = Fixtures.kitRoot.appendingPathComponent(top).path
      for name in SubmissionInventory.swiftFiles(at: base) {
        let parts = name.split(separator: "/")
        // A lesson's own modules sit one folder deeper (`Lessons/<lesson>/Example/<Module>`).
        let depth = parts.count > 2 && KitLayout.lessonModuleFolders.contains(String(parts[1])) ? 3 : 2
        let module = top + "/" + parts.prefix(depth).joined(separator: "/")
        let source = try String(contentsOfFile: base + "/" + name, encoding: .utf8)
        modules[module, default: []].append((top + "/" + name, source))
      }
    }
    #expect(modules.count > 20)
    for (module, files) in modules {
      var scan = SourceScan(
        protectedModules: [], suiteNames: [], suiteUnqualifiedNames: [], outsideNames: [], extensibleTypes: Self.standIns)
      scan.standInTypes = Self.standIns
      scan.allowedImports = ["Testing", "XCTest", "GradingSupport"]
      let refused = scan.problems(in: files)
      #expect(refused.isEmpty, "\(module): \(refused)")
    }
  }
}
