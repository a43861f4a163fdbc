import Foundation
import GraderTestSupport
import Testing
@testable import GraderCore

/// `SourceScan.libraryNames` holds every name of the toolchain's libraries that the course's suites use unqualified.
///
/// A module's own declarations shadow those of the standard library and of the modules it imports (Dispatch,
/// Foundation): a student's top-level `struct Mirror` is what `Mirror(reflecting:)` means in every suite file that
/// imports the student's module. The scan refuses such a declaration only for names it knows come from elsewhere, so
/// this test asks the compiler which of the names the suites use the libraries declare, and fails on any the list lacks.
@Suite struct LibraryNamesTests {
  /// Modules a student's module sees without importing anything the scan refuses.
  static let libraries = ["Swift", "_Concurrency", "_StringProcessing", "Dispatch", "Foundation", "Observation", "Synchronization"]

  /// Words the suites write that are keywords or macros in use, never a name a declaration could take from them.
  static let notNames: Set<String> = ["any", "async", "isolation", "some", "await", "self", "Self", "Type", "_"]

  @Test func everyLibraryNameTheCourseSuitesUseIsOnTheList() throws {
    let kit = KitRoot.url
    let fileManager = FileManager.default
    func swiftFiles(under folder: String) -> [String] {
      let base = kit.appendingPathComponent(folder).path
      let names = (fileManager.enumerator(atPath: base)?.allObjects as? [String]) ?? []
      return names.filter { $0.hasSuffix(".swift") }.map { base + "/" + $0 }
    }
    let lessonFolders = ((try? fileManager.contentsOfDirectory(atPath: kit.appendingPathComponent("Tests").path)) ?? [])
      .filter { $0.first?.isNumber == true }
    #expect(!lessonFolders.isEmpty)
    var used: Set<String> = []
    var declared: Set<String> = []
    for folder in lessonFolders {
      // The suites only: not the lesson's test-writing subjects nor the kit's tests of its modules.
      let kitFolders = ([KitLayout.subjectFolder] + KitLayout.lessonModuleTestFolders).map { "/Tests/\(folder)/\($0)/" }
      for file in swiftFiles(under: "Tests/" + folder) where !kitFolders.contains(where: { file.contains($0) }) {
        let source = try String(contentsOfFile: file, encoding: .utf8)
        used.formUnion(SourceScan.unqualifiedNames(in: source))
        declared.formUnion(SourceScan.declaredNames(in: source))
      }
    }
    // What the kit itself declares (support, examples, stubs, references, subjects) is the kit's, not a library's.
    for folder in [KitLayout.toolkitFolder, "Lessons", "Solutions"] + KitLayout.sharedBuildPaths(in: KitRoot.url).filter({ $0.hasPrefix("Tests/") }) {
      for file in swiftFiles(under: folder) {
        declared.formUnion(SourceScan.declaredNames(in: (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""))
      }
    }
    let candidates = used.subtracting(declared).subtracting(SourceScan.libraryNames).subtracting(Self.notNames)
      .filter { $0.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) } }
      .sorted()
    #expect(!candidates.isEmpty, "the suites use names of their own and of the student's beyond the list")
    // Two names the libraries declare and one they do not, asked with the rest: the probe itself is checked.
    let controls = ["Mirror", "DispatchQueue", "kitNoSuchLibraryName"]
    var found = try Self.declaredByLibraries(candidates + controls)
    #expect(found.isSuperset(of: ["Mirror", "DispatchQueue"]) && !found.contains("kitNoSuchLibraryName"), "\(found.sorted())")
    found.subtract(controls)
    #expect(found.isEmpty, "SourceScan.libraryNames lacks names the suites use from the toolchain's libraries: \(found.sorted())")
  }

  /// Names honest students give their own types (a todo is a task, a search has results, an app has its own errors,
  /// a note its comments and tags…). A suite file that imports a student's module writes these qualified
  /// (`_Concurrency.Task`, `Swift.Result`, `Testing.Issue`…), so a student's top-level `struct Task` shadows nothing
  /// there, and the scan, which refuses only names such a file uses unqualified, does not make honest work `tampered`.
  static let namesStudentsGive: Set<String> = [
    "Task", "Result", "Error", "Data", "Comment", "Issue", "Mirror", "Tag", "Bug", "Confirmation", "Duration", "Timer",
    "Notification", "Item", "Lock", "Thread", "Trait", "Suite",
  ]

  @Test func theSuitesWriteQualifiedTheLibraryNamesStudentsGiveTheirOwnTypes() throws {
    let kit = KitRoot.url
    let course = try String(contentsOf: kit.appendingPathComponent("Course/course.json"), encoding: .utf8)
    let studentModules = Set(course.matches(of: /"module"\s*:\s*"([A-Za-z0-9_]+)"/).map { String($0.output.1) })
    #expect(studentModules.count > 20)
    let tests = kit.appendingPathComponent("Tests").path
    let files = ((FileManager.default.enumerator(atPath: tests)?.allObjects as? [String]) ?? [])
      .filter { $0.first?.isNumber == true && $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    var found: [String] = []
    for file in files {
      let source = try String(contentsOfFile: tests + "/" + file, encoding: .utf8)
      guard !ExerciseIntegrity.imports(in: source).isDisjoint(with: studentModules) else { continue }
      let names = SourceScan.unqualifiedNames(in: source).intersection(Self.namesStudentsGive)
        .intersection(SourceScan.libraryNames)
      if !names.isEmpty { found.append("\(file): \(names.sorted())") }
    }
    #expect(found.isEmpty, "suite files that import a student's module use these names unqualified: \(found)")
  }

  /// Which of `names` one of `libraries` declares, asked of the compiler: `_ = Module.name` fails with "has no member
  /// named" exactly when the module declares nothing of that name.
  static func declaredByLibraries(_ names: [String]) throws -> Set<String> {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var lines = libraries.filter { $0 != "Swift" && $0 != "_Concurrency" && $0 != "_StringProcessing" }.map { "import \($0)" }
    lines.append("func probe() {")
    for name in names {
      for module in libraries { lines.append("  _ = \(module).`\(name)`") }
    }
    lines.append("}")
    let source = try folder.write(lines.joined(separator: "\n") + "\n", to: "Probe.swift")
    let toolchain = HostToolchain.locate(platform: .current, environment: ProcessInfo.processInfo.environment) { _, _ in nil }
    let check = ChildProcess(
      executable: toolchain.tool("swiftc"), arguments: ["-typecheck", source.path],
      environment: ProcessInfo.processInfo.environment, workingDirectory: folder.url.path, outputPath: nil)
    let run: CapturedRun<Bool> = try check.capture(outputLimit: 1 << 22) { elapsed, _, _ in elapsed > .seconds(120) ? true : nil }
    let output = run.outputText
    var found: Set<String> = []
    for name in names where libraries.contains(where: { !output.contains("module '\($0)' has no member named '\(name)'") }) {
      found.insert(name)
    }
    return found
  }
}
