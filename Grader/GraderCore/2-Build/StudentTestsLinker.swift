import Foundation

/// Links a test-writing exercise's tests into one small program, and builds each version of its subject as a shared
/// library that the program loads from next to itself.
///
/// While grading, SwiftPM compiles the student's tests as a library that nothing else links (`Package.swift`), so they
/// never reach another exercise's test program. The subject is compiled here once per version (`-D KIT_FAULT_<id>`)
/// into `lib<Subject>.so`, with SwiftPM's own flags but without `-enable-testing`, so its internals (the fault switch)
/// are not exported and tests that reach them (`@testable import`) do not link; the versions are kit code, kept across
/// students in `variantsPath`. Each student then costs one link: a Swift Testing entry point, the student's module and
/// their kit dependencies (exported, for the library), against the reference version. Which version runs is only which
/// library file lies next to the program (`TestSandbox.placeProgram`).
package struct StudentTestsLinker: Sendable {
  /// SwiftPM's scratch folder of the build (`<scratch>/debug` holds the objects and the build description).
  package var scratchPath: String
  /// Where compiled versions of subjects and the entry point are kept, across students.
  var variantsPath: String
  /// Where this run's program goes.
  package var outputPath: String
  package var environment: [String: String]
  package var platform: HostPlatform = .current
  package var timeout: Duration = .seconds(600)
  package var jobs = 2
  /// Linker arguments the platform needs besides these (Darwin: where Xcode keeps Swift Testing).
  var extraLinkArguments: [String] = []

  /// What linking gave: the program and each version's library, or the linker's complaint.
  package struct Outcome: Sendable {
    var program: String?
    /// The file name the program loads the subject from (`lib<Subject>.so`), next to itself.
    var libraryName = ""
    var libraries: [SubjectVariant: String] = [:]
    /// The compiler's or linker's lines when the student's tests could not be linked with the subject.
    package var failure: String?
  }

  /// Builds the versions of `subject` (reference and `faults`) and links the tests of `module` with them.
  package func link(module: String, subject: String, faults: [String]) throws -> Outcome {
    let debug = scratchPath + "/debug"
    let recorded = ExerciseTypeChecker(scratchPath: scratchPath, workPath: variantsPath, environment: environment)
      .recordedArguments()
    guard let subjectArguments = recorded[subject] else {
      throw KitError.kit("the build description has no compile command for \(subject)")
    }
    let dependencies = try Self.dependencies(descriptionPath: debug + "/description.json")
    let kitModules = (dependencies[module] ?? []).union(dependencies[subject] ?? []).subtracting([subject, module])
    let objects = try ([module] + kitModules.sorted()).flatMap { try Self.objects(of: $0, in: debug) }
    let target = Self.value(after: "-target", in: subjectArguments)
    let entry = try entryPoint(compiler: subjectArguments[0], target: target)
    let variants = [SubjectVariant.reference] + faults.map(SubjectVariant.fault)
    var outcome = Outcome(libraryName: platform.libraryName(subject))
    let built = ConcurrentWork.map(count: variants.count, workers: jobs) { _, index in
      Result { try subjectLibrary(subject, variant: variants[index], recorded: subjectArguments, debug: debug) }
    }
    // The subject is kit code: a version that does not compile is the kit's fault, never the student's.
    for (variant, result) in zip(variants, built) {
      switch result {
      case .success(let path): outcome.libraries[variant] = path
      case .failure(let error): throw KitError.kit("the \(variant) version of \(subject) does not compile:\n\(error)")
      }
    }
    // A folder per module, emptied: what an earlier link left there is never mistaken for this one's.
    let folder = outputPath + "/" + module
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let program = folder + "/" + module + "-tests"
    let reference = URL(fileURLWithPath: outcome.libraries[.reference] ?? "").deletingLastPathComponent().path
    var arguments = ["-emit-executable", "-o", program, "-module-name", "StudentTests_" + module]
    arguments += (target.map { ["-target", $0] } ?? []) + extraLinkArguments + platform.programLinkArguments
    arguments += [entry] + objects + ["-L", reference, "-l" + subject]
    do {
      try compile(subjectArguments[0], arguments, log: program + ".txt")
      outcome.program = program
    } catch {
      outcome.failure = "\(error)"
    }
    return outcome
  }

  /// Links the tests of `module` with the reference version of `subject` alone and lays that library next to the
  /// program, which then runs as it is: the program's path, or the compiler's or linker's lines.
  package func linkWithReference(module: String, subject: String) throws -> Swift.Result<String, KitError> {
    let outcome = try link(module: module, subject: subject, faults: [])
    guard let program = outcome.program, let library = outcome.libraries[.reference] else {
      return .failure(KitError.kit(outcome.failure ?? "the tests could not be linked"))
    }
    let placed = URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent(outcome.libraryName).path
    try? FileManager.default.removeItem(atPath: placed)
    try FileManager.default.copyItem(atPath: library, toPath: placed)
    return .success(program)
  }

  /// `subject` built as `variant` into a shared library, built now unless one for the same sources and flags is kept.
  private func subjectLibrary(_ subject: String, variant: SubjectVariant, recorded: [String], debug: String) throws -> String {
    let sources = try Self.sources(of: subject, in: debug)
    var arguments = Self.objectArguments(from: recorded) + platform.libraryLinkArguments(subject)
    if case .fault(let id) = variant { arguments += ["-D", "KIT_FAULT_" + id] }
    let folder = variantsPath + "/" + subject + "/" + variant.description
    let library = folder + "/" + platform.libraryName(subject)
    var hash = Self.Hash()
    // The recipe: compiler and flags, then the sources.
    hash.mix(Data(([recorded[0]] + arguments).joined(separator: "\u{0}").utf8))
    for source in sources { hash.mix(FileManager.default.contents(atPath: source) ?? Data()) }
    let keyFile = folder + "/key"
    if FileManager.default.fileExists(atPath: library),
      (try? String(contentsOfFile: keyFile, encoding: .utf8)) == hash.text
    {
      return library
    }
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try compile(recorded[0], arguments + ["-emit-library", "-o", library] + sources, log: folder + "/compile.txt")
    try hash.text.write(toFile: keyFile, atomically: true, encoding: .utf8)
    return library
  }

  /// The object of the entry point every student-tests executable starts in (Swift Testing's, as SwiftPM's runner).
  private func entryPoint(compiler: String, target: String?) throws -> String {
    let text = """
      import Testing

      @main struct StudentTestsEntry {
        static func main() async {
          await Testing.__swiftPMEntryPoint() as Never
        }
      }

      """
    return try Self.compiledEntry(
      text, module: "StudentTestsEntry", folder: variantsPath + "/entry", compiler: compiler, target: target,
      run: { try compile(compiler, $0, log: $1) })
  }

  /// The object of a program's entry point, compiled from `source` into `folder` unless the one kept there was compiled
  /// from the same source; `run` runs the compiler with arguments and a log path.
  static func compiledEntry(
    _ source: String, module: String, folder: String, compiler: String, target: String?,
    run: (_ arguments: [String], _ log: String) throws -> Void
  ) throws -> String {
    let sourcePath = folder + "/main.swift"
    let object = folder + "/main.o"
    if FileManager.default.fileExists(atPath: object), (try? String(contentsOfFile: sourcePath, encoding: .utf8)) == source {
      return object
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: object)
    try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
    let arguments = ["-parse-as-library", "-module-name", module, "-Onone", "-c", "-o", object, sourcePath]
    try run(arguments + (target.map { ["-target", $0] } ?? []), folder + "/compile.txt")
    return object
  }

  /// Runs the compiler; throws its output when it fails.
  private func compile(_ compiler: String, _ arguments: [String], log: String) throws {
    try Self.runCompiler(
      compiler, arguments, environment: environment, workingDirectory: scratchPath, timeout: timeout, log: log)
  }

  /// Runs a compiler or linker under the compilers' limits, its output in `log`; throws that output when it fails.
  static func runCompiler(
    _ compiler: String, _ arguments: [String], environment: [String: String], workingDirectory: String,
    timeout: Duration, log: String
  ) throws {
    var process = ChildProcess(
      executable: compiler, arguments: arguments, environment: environment, workingDirectory: workingDirectory,
      outputPath: log)
    process.limits = ExerciseBuilder.compilerLimits(on: .current)
    let outcome = try process.run(timeout: timeout)
    guard outcome.succeeded else {
      let output = RegularFile.logText(atPath: log)
      throw KitError.kit(output.isEmpty ? "\(URL(fileURLWithPath: compiler).lastPathComponent) failed" : output)
    }
  }

  /// SwiftPM's compile arguments for a module, turned into arguments for one compile to an object, without
  /// `-enable-testing` and without inputs or outputs.
  static func objectArguments(from recorded: [String]) -> [String] {
    let cleaned = ExerciseTypeChecker.arguments(from: recorded, files: [], emitModulePath: "", searchFirst: nil)
    // `arguments` ends with the emit-module request it adds: drop it.
    return Array(cleaned.dropLast(4)).filter { $0 != "-enable-testing" }
  }

  /// The value that follows `flag` in `arguments`.
  package static func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  /// The source files SwiftPM compiled for `module` (its `sources` list).
  package static func sources(of module: String, in debug: String) throws -> [String] {
    let text = try String(contentsOfFile: debug + "/" + module + ".build/sources", encoding: .utf8)
    return text.split(separator: "\n").map { line in
      var path = line.trimmingCharacters(in: .whitespaces)
      if path.hasPrefix("'") && path.hasSuffix("'") && path.count >= 2 { path = String(path.dropFirst().dropLast()) }
      return path
    }.filter { !$0.isEmpty }
  }

  /// The object files SwiftPM compiled for `module`'s current sources (its output file map), sorted: a folder may
  /// still hold objects of files that are gone (a placeholder, a file the student deleted).
  static func objects(of module: String, in debug: String) throws -> [String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: debug + "/" + module + ".build/output-file-map.json"))
    let map = try JSONDecoder().decode([String: [String: String]].self, from: data)
    return map.values.compactMap { $0["object"] }.sorted()
  }

  /// Every target's dependencies (all of them, not only direct ones), from SwiftPM's `description.json`.
  package static func dependencies(descriptionPath: String) throws -> [String: Set<String>] {
    let data = try Data(contentsOf: URL(fileURLWithPath: descriptionPath))
    struct Description: Decodable { var targetDependencyMap: [String: [String]] }
    let description = try JSONDecoder().decode(Description.self, from: data)
    var closure: [String: Set<String>] = [:]
    func visit(_ target: String, _ seen: inout Set<String>) {
      for dependency in description.targetDependencyMap[target] ?? [] where seen.insert(dependency).inserted {
        visit(dependency, &seen)
      }
    }
    for target in description.targetDependencyMap.keys {
      var seen: Set<String> = []
      visit(target, &seen)
      closure[target] = seen
    }
    return closure
  }

  /// FNV-1a, for cache keys.
  struct Hash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func mix(_ data: Data) {
      for byte in data {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
      }
      value ^= 0xff
      value = value &* 0x100_0000_01b3
    }
    package var text: String { String(value, radix: 16) }
  }
}

extension HostPlatform {
  /// The file name of `module` built as a shared library.
  func libraryName(_ module: String) -> String {
    self == .darwin ? "lib\(module).dylib" : "lib\(module).so"
  }

  /// How a subject version is linked as a library: found by name next to the program, its kit dependencies left to the
  /// program, no symbol table. (Darwin: untested.)
  func libraryLinkArguments(_ module: String) -> [String] {
    switch self {
    case .darwin:
      ["-Xlinker", "-install_name", "-Xlinker", "@rpath/" + libraryName(module), "-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
    case .linux:
      ["-Xlinker", "-soname", "-Xlinker", libraryName(module), "-Xlinker", "--strip-all"]
    }
  }

  /// How the student-tests program is linked: it loads the subject from its own folder, and exports its symbols (the
  /// kit modules the library uses); no symbol table. (Darwin: untested.)
  var programLinkArguments: [String] {
    switch self {
    case .darwin: ["-Xlinker", "-rpath", "-Xlinker", "@executable_path", "-Xlinker", "-export_dynamic"]
    case .linux: ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN", "-Xlinker", "--export-dynamic", "-Xlinker", "--strip-all"]
    }
  }
}

extension StudentTestsLinker {
  /// A linker for `grader test` on a test-writing exercise: the same folders as grading uses (`layout`), Xcode's Swift
  /// Testing found through `platformFolder` on a Mac.
  package init(layout: KitLayout, environment: [String: String], platform: HostPlatform = .current, platformFolder: String?) {
    self.init(
      scratchPath: layout.scratchPath, variantsPath: layout.scratchPath + "-variants",
      outputPath: layout.runsPath + "/student-tests", environment: environment, platform: platform)
    if platform == .darwin, let platformFolder {
      let frameworks = platformFolder + "/Developer/Library/Frameworks"
      extraLinkArguments = ["-F", frameworks, "-Xlinker", "-rpath", "-Xlinker", frameworks]
    }
  }
}
