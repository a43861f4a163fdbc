import Foundation
import KitSupport

/// The integrity stage around a build: what keeps an exercise from being built, and what makes it `tampered`.
struct ExerciseIntegrity: Sendable {
  package var layout: KitLayout

  /// Exercises whose folder cannot be built (missing, empty, another language, unreadable), with what to restore.
  func inventory(_ items: [ExerciseBuilder.Item]) -> [String: String] {
    var problems: [String: String] = [:]
    for item in items {
      guard let folder = item.folders.first else { continue }
      if let problem = SubmissionInventory.problem(at: layout.root.appendingPathComponent(folder).path, relativePath: folder) {
        problems[item.module] = problem
      }
    }
    return problems
  }

  /// Exercises whose sources declare what `SourceScan` refuses, with the reasons.
  ///
  /// An exercise scanned before with the same files (its own, its suite's, the kit's support modules) is not scanned
  /// again: the answers are kept in the run folder, so a regrade scans only what changed.
  func sourceProblems(_ items: [ExerciseBuilder.Item]) -> [String: [String]] {
    let cachePath = layout.runsPath + "/source-scan.json"
    var cache = (try? JSONDecoder().decode([String: ScanCache].self, from: Data(contentsOf: URL(fileURLWithPath: cachePath)))) ?? [:]
    // The rules' version first: a grader with other rules must not reuse answers an older one kept.
    let sharedFolders = KitLayout.sharedBuildPaths(in: layout.root).map { layout.root.appendingPathComponent($0).path }
    let shared = Self.scanRules + "|" + Self.fingerprint(ofFolders: sharedFolders)
      + "|" + items.map { "\($0.module)/\($0.testTarget)" }.sorted().joined(separator: ",")
    var moduleNames = SourceScan.toolchainModules
    moduleNames.formUnion(supportModules())
    for item in items { moduleNames.formUnion([item.module, item.testTarget]) }
    var declared: [String: Set<String>] = [:]
    func declaredNames(_ modules: Set<String>) -> Set<String> {
      modules.reduce(into: Set<String>()) { names, module in
        if declared[module] == nil { declared[module] = self.declaredNames(inModules: [module]) }
        names.formUnion(declared[module] ?? [])
      }
    }
    var problems: [String: [String]] = [:]
    for item in items {
      // Where the student writes the tests there is no suite: only the rules that need none apply (attributes,
      // imports, names of modules).
      guard !item.folders.isEmpty else { continue }
      let fingerprint = shared + "|" + Self.fingerprint(ofFolders: item.folders.map { layout.root.appendingPathComponent($0).path })
      if let entry = cache[item.module], entry.fingerprint == fingerprint {
        if !entry.problems.isEmpty { problems[item.module] = entry.problems }
        continue
      }
      let suite = item.folders.count >= 2 ? sources(in: item.folders[1]) : []
      let namesByFile = suite.map { SourceScan.names(in: $0.source) }
      let suiteNames = namesByFile.reduce(into: Set<String>()) { $0.formUnion($1) }
      // A name is looked up among a file's own imports: only the suite's files that import the student's module can
      // have one of their names taken by a top-level declaration of it (a student's `struct Thread`, an inbox's thread,
      // shadows nothing in a probe that imports Dispatch and Foundation alone).
      let unqualified = suite.filter { Self.imports(in: $0.source).contains(item.module) }
        .reduce(into: Set<String>()) { $0.formUnion(SourceScan.unqualifiedNames(in: $1.source)) }
      let imports = suite.reduce(into: Set<String>()) { $0.formUnion(Self.imports(in: $1.source)) }.subtracting([item.module])
      var outside = SourceScan.libraryNames.union(declaredNames(imports))
      for file in suite { outside.formUnion(SourceScan.topLevelDeclaredNames(in: file.source)) }
      let standIns = declaredNames(["SwiftUI", "Combine"])
      var scan = SourceScan(
        protectedModules: moduleNames.subtracting([item.module]), suiteNames: suiteNames,
        suiteUnqualifiedNames: unqualified, outsideNames: outside, extensibleTypes: standIns.union(["EnvironmentValues"]))
      scan.standInTypes = standIns
      scan.suiteLabels = suite.reduce(into: Set<String>()) { $0.formUnion(SourceScan.labels(in: $1.source)) }
      scan.suiteCalls = SourceScan.SuiteCalls(sources: suite.map(\.source))
      // A name local in one file and used otherwise in another is no local: each file's locals, less every other use.
      let locals = suite.map { SourceScan.localOnlyNames(in: $0.source) }
      scan.suiteLocalNames = locals.reduce(into: Set<String>()) { $0.formUnion($1) }.filter { name in
        zip(namesByFile, locals).allSatisfy { names, own in own.contains(name) || !names.contains(name) }
      }
      // Where the student writes the tests, the student's module is the test target and imports the testing library.
      if item.module == item.testTarget { scan.allowedImports = ["Testing", "XCTest"] }
      scan.module = item.module
      let found = scan.problems(in: sources(in: item.folders[0]))
      cache[item.module] = ScanCache(fingerprint: fingerprint, problems: found)
      if !found.isEmpty { problems[item.module] = found }
    }
    if let data = try? JSONEncoder().encode(cache) {
      try? FileManager.default.createDirectory(atPath: layout.runsPath, withIntermediateDirectories: true)
      try? data.write(to: URL(fileURLWithPath: cachePath), options: .atomic)
    }
    return problems
  }

  /// The version of the scan's rules, part of every cached answer's fingerprint.
  static let scanRules = "attribute-allow-list-13, review-flags-8"

  /// The review flags of each exercise's own files (see `ReviewScan`); exercises without any are left out.
  ///
  /// An exercise read before with the same files is not read again: the answers are kept in the run folder.
  package func reviewFlags(_ items: [ExerciseBuilder.Item]) -> [String: [ReviewFlag]] {
    let cachePath = layout.runsPath + "/review-flags.json"
    var cache = (try? JSONDecoder().decode([String: FlagCache].self, from: Data(contentsOf: URL(fileURLWithPath: cachePath)))) ?? [:]
    var flags: [String: [ReviewFlag]] = [:]
    for item in items {
      guard let folder = item.folders.first else { continue }
      let fingerprint = Self.scanRules + "|" + Self.fingerprint(ofFolders: [layout.root.appendingPathComponent(folder).path])
      let found: [ReviewFlag]
      if let entry = cache[item.module], entry.fingerprint == fingerprint {
        found = entry.flags
      } else {
        found = ReviewScan.flags(in: sources(in: folder))
        cache[item.module] = FlagCache(fingerprint: fingerprint, flags: found)
      }
      if !found.isEmpty { flags[item.module] = found }
    }
    if let data = try? JSONEncoder().encode(cache) {
      try? FileManager.default.createDirectory(atPath: layout.runsPath, withIntermediateDirectories: true)
      try? data.write(to: URL(fileURLWithPath: cachePath), options: .atomic)
    }
    return flags
  }

  /// What the review scan found for one exercise's files.
  private struct FlagCache: Codable {
    package var fingerprint: String
    package var flags: [ReviewFlag]
  }

  /// What the source scan found for one exercise's files.
  private struct ScanCache: Codable {
    package var fingerprint: String
    package var problems: [String]
  }

  /// Paths and stamps (`FileStamp`) of every file under `folders`.
  private static func fingerprint(ofFolders folders: [String]) -> String {
    var parts: [String] = []
    for folder in folders {
      for name in ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).sorted() {
        guard let stamp = FileStamp(path: folder + "/" + name) else { continue }
        parts.append("\(folder)/\(name):\(stamp.text)")
      }
    }
    return SHA256Digest.hex(of: Array(parts.joined(separator: "\n").utf8))
  }

  /// Modules whose objects define symbols of other modules, with the symbols; modules checked before with the same
  /// objects are not checked again (the answers are kept in the run folder).
  ///
  /// Only the objects of the module's present sources count: SwiftPM leaves the object of a deleted file behind, and a
  /// student who removed an offending file must not be blamed for it.
  func symbolProblems(_ modules: [String], items: [ExerciseBuilder.Item], checker: SymbolCheck) -> [String: [String]] {
    let cachePath = layout.runsPath + "/symbol-check.json"
    var cache = (try? JSONDecoder().decode([String: SymbolCache].self, from: Data(contentsOf: URL(fileURLWithPath: cachePath)))) ?? [:]
    var problems: [String: [String]] = [:]
    let tree = URL(fileURLWithPath: layout.buildTreePath)
    for module in modules {
      let folder = layout.scratchPath + "/debug/\(module).build"
      let sources = items.first { $0.module == module }?.folders.first.map { folder in
        Set(SubmissionInventory.swiftFiles(at: tree.appendingPathComponent(folder).path).map { ($0 as NSString).lastPathComponent })
      }
      let objects = SymbolCheck.objects(in: folder, sources: sources)
      let fingerprint = Self.fingerprint(of: folder, objects: objects)
      let found: [String]
      if let entry = cache[module], entry.fingerprint == fingerprint {
        found = entry.problems
      } else if let checked = checker.problems(module: module, objectsFolder: folder, objects: objects) {
        found = checked
        cache[module] = SymbolCache(fingerprint: fingerprint, problems: checked)
      } else {
        continue
      }
      if !found.isEmpty { problems[module] = Array(found.prefix(5)) }
    }
    if let data = try? JSONEncoder().encode(cache) { try? data.write(to: URL(fileURLWithPath: cachePath), options: .atomic) }
    return problems
  }

  /// What the symbol check found for one module's objects.
  private struct SymbolCache: Codable {
    package var fingerprint: String
    package var problems: [String]
  }

  /// Names, sizes and modification times of a folder's object files.
  private static func fingerprint(of folder: String, objects names: [String]) -> String {
    names.map { name -> String in
      let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)
      let size = attributes?[.size] as? Int ?? 0
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(name):\(size):\(date)"
    }.joined(separator: ";")
  }

  /// The Swift files under a kit-relative folder, with kit-relative names.
  private func sources(in folder: String) -> [(name: String, source: String)] {
    let base = layout.root.appendingPathComponent(folder).path
    return SubmissionInventory.swiftFiles(at: base).compactMap { name in
      guard let data = RegularFile.contents(atPath: base + "/" + name) else { return nil }
      return (folder + name, String(decoding: data, as: UTF8.self))
    }
  }

  /// The kit modules the scan protects, by folder: the toolkit's (`Support/<Module>`) and `scannedLessonModules`.
  private func scannedModuleFolders() -> [String: String] {
    var folders: [String: String] = [:]
    let fileManager = FileManager.default
    let toolkit = layout.root.appendingPathComponent(KitLayout.toolkitFolder).path
    for name in (try? fileManager.contentsOfDirectory(atPath: toolkit)) ?? [] where !name.hasPrefix(".") {
      var isDirectory: ObjCBool = false
      if fileManager.fileExists(atPath: toolkit + "/" + name, isDirectory: &isDirectory), isDirectory.boolValue {
        folders[name] = "\(KitLayout.toolkitFolder)/\(name)/"
      }
    }
    for path in KitLayout.sharedBuildPaths(in: layout.root) where path.hasPrefix("Lessons/") {
      let base = layout.root.appendingPathComponent(path).path
      let names = (try? fileManager.contentsOfDirectory(atPath: base)) ?? []
      for name in names where Self.scannedLessonModules.contains(name) {
        folders[name] = "\(path)/\(name)/"
      }
    }
    return folders
  }

  /// The lesson modules the scan protects as it does the toolkit's (their names, and the top-level names a suite uses
  /// from them): lesson 1's, which sat directly in `Support/` and `Examples/` when the scan was written, where the
  /// other lessons' modules sat one folder deeper and were not seen. Protecting every lesson module would change
  /// grades (a submission that copies a lesson type would be refused instead of failing to compile), so it is left to
  /// a change of its own.
  static let scannedLessonModules: Set<String> = ["TodoKit", "BookshelfCore", "Bookshelf"]

  /// The support and example modules of the kit the scan protects (`scannedModuleFolders`).
  private func supportModules() -> Set<String> {
    Set(scannedModuleFolders().keys)
  }

  /// Names declared by the kit's own modules (`scannedModuleFolders`) among `modules`, and by the kit modules they
  /// re-export: a suite that imports the SwiftUI stand-in sees Combine's `ObservableObject` through its
  /// `@_exported import Combine`, and a student's top-level `ObservableObject` would shadow it there as well.
  func declaredNames(inModules modules: Set<String>) -> Set<String> {
    var names: Set<String> = []
    var pending = Array(modules)
    var seen: Set<String> = []
    let folders = scannedModuleFolders()
    while let module = pending.popLast() {
      guard seen.insert(module).inserted, let folder = folders[module] else { continue }
      for file in sources(in: folder) {
        names.formUnion(SourceScan.declaredNames(in: file.source))
        pending += Self.reexports(in: file.source)
      }
    }
    return names
  }

  /// The modules a source re-exports (`@_exported import Combine`).
  static func reexports(in source: String) -> [String] {
    let tokens = SwiftTokens.lexed(source).tokens
    var modules: [String] = []
    for (index, token) in tokens.enumerated() where token == .attribute("_exported") {
      var cursor = index + 1
      guard cursor < tokens.count, tokens[cursor] == .word("import") else { continue }
      cursor += 1
      while cursor < tokens.count, case .word(let word) = tokens[cursor] {
        if !["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(word) {
          modules.append(word)
          break
        }
        cursor += 1
      }
    }
    return modules
  }

  /// The modules a source imports.
  static func imports(in source: String) -> Set<String> {
    let tokens = SwiftTokens.lexed(source).tokens
    var modules: Set<String> = []
    for (index, token) in tokens.enumerated() where token == .word("import") {
      var cursor = index + 1
      while cursor < tokens.count, case .word(let word) = tokens[cursor] {
        if !["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(word) {
          modules.insert(word)
          break
        }
        cursor += 1
      }
    }
    return modules
  }
}
