import Foundation

/// Links a test-writing exercise's tests with each version of its subject: one small executable per version.
///
/// While grading, SwiftPM compiles the student's tests as a library that nothing else links (`Package.swift`), so they
/// never reach another exercise's test program. The subject is compiled here once per version (`-D KIT_FAULT_<id>`),
/// with SwiftPM's own flags but without `-enable-testing`, its hidden (internal) symbols made local to its object, so
/// tests that reach its internals (`@testable import`, the fault switch) do not link; the versions are kept across
/// students in `variantsPath`: they are kit code. Each student then costs one link per version of
/// a program holding only a Swift Testing entry point, the student's module, that version of the subject and their kit
/// dependencies.
struct StudentTestsLinker: Sendable {
  /// SwiftPM's scratch folder of the build (`<scratch>/debug` holds the objects and the build description).
  var scratchPath: String
  /// Where compiled versions of subjects and the entry point are kept, across students.
  var variantsPath: String
  /// Where this run's executables go.
  var outputPath: String
  var environment: [String: String]
  var timeout: Duration = .seconds(600)
  var jobs = 2
  /// Linker arguments the platform needs besides SwiftPM's: on Linux, no symbol table or debug information (nothing
  /// in the file names the subject's internals); on Darwin, where Xcode keeps Swift Testing.
  var extraLinkArguments: [String] = ["-Xlinker", "--strip-all"]

  /// What linking gave: an executable per version, or the linker's complaint.
  struct Outcome: Sendable {
    var executables: [SubjectVariant: String] = [:]
    /// The compiler's or linker's lines when the student's tests could not be linked with the subject.
    var failure: String?
  }

  /// Links the tests of `module` with the reference `subject` and each of `faults`.
  func link(module: String, subject: String, faults: [String]) throws -> Outcome {
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
    let compiled = ConcurrentWork.map(count: variants.count, workers: jobs) { _, index in
      Result { try subjectObject(subject, variant: variants[index], recorded: subjectArguments, debug: debug) }
    }
    // The subject is kit code: a version that does not compile is the kit's fault, never the student's.
    for (variant, result) in zip(variants, compiled) {
      if case .failure(let error) = result {
        throw KitError.kit("the \(variant) version of \(subject) does not compile:\n\(error)")
      }
    }
    // A folder per module, emptied: what an earlier link left there is never mistaken for this one's.
    let folder = outputPath + "/" + module
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let linked = ConcurrentWork.map(count: variants.count, workers: jobs) { _, index -> Result<String, Error> in
      Result {
        let output = folder + "/" + module + "-" + variants[index].description
        // The driver writes its autolink list as `<module name>.autolink` next to the first input, and the module
        // name of an output that is no identifier is `main`: parallel links need names and a folder of their own.
        let ownEntry = output + ".entry.o"
        try? FileManager.default.removeItem(atPath: ownEntry)
        try FileManager.default.copyItem(atPath: entry, toPath: ownEntry)
        var arguments = ["-emit-executable", "-o", output, "-module-name", "StudentTestsLink\(index)_\(module)"]
        arguments += target.map { ["-target", $0] } ?? []
        arguments += extraLinkArguments + [ownEntry, try compiled[index].get()] + objects
        try compile(subjectArguments[0], arguments, log: output + ".txt")
        return output
      }
    }
    var outcome = Outcome()
    for (variant, result) in zip(variants, linked) {
      switch result {
      case .success(let path): outcome.executables[variant] = path
      case .failure(let error): outcome.failure = outcome.failure ?? "\(error)"
      }
    }
    return outcome
  }

  /// The object of `subject` compiled as `variant`, compiled now unless a copy for the same sources and flags is kept.
  private func subjectObject(_ subject: String, variant: SubjectVariant, recorded: [String], debug: String) throws -> String {
    let sources = try Self.sources(of: subject, in: debug)
    var arguments = Self.objectArguments(from: recorded)
    if case .fault(let id) = variant { arguments += ["-D", "KIT_FAULT_" + id] }
    let folder = variantsPath + "/" + subject + "/" + variant.description
    let object = folder + "/" + subject + ".o"
    var hash = Self.Hash()
    // The recipe: compiler, flags and the localizing step, then the sources.
    hash.mix(Data(([recorded[0], "localize-hidden"] + arguments).joined(separator: "\u{0}").utf8))
    for source in sources { hash.mix(FileManager.default.contents(atPath: source) ?? Data()) }
    let keyFile = folder + "/key"
    if FileManager.default.fileExists(atPath: object),
      (try? String(contentsOfFile: keyFile, encoding: .utf8)) == hash.text
    {
      return object
    }
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let whole = folder + "/" + subject + "-whole.o"
    try compile(recorded[0], arguments + ["-wmo", "-c", "-o", whole] + sources, log: folder + "/compile.txt")
    // Internal symbols are hidden, but a static link would still resolve them: make them local to the object, so
    // tests that reach the subject's internals (`@testable import`, the fault switch) do not link.
    if let objcopy = Self.objectCopier(nextTo: recorded[0]) {
      try compile(objcopy, ["--localize-hidden", whole, object], log: folder + "/localize.txt")
    } else {
      try FileManager.default.moveItem(atPath: whole, toPath: object)
    }
    try hash.text.write(toFile: keyFile, atomically: true, encoding: .utf8)
    return object
  }

  /// The object of the entry point every student-tests executable starts in (Swift Testing's, as SwiftPM's runner).
  private func entryPoint(compiler: String, target: String?) throws -> String {
    let folder = variantsPath + "/entry"
    let source = folder + "/main.swift"
    let object = folder + "/main.o"
    let text = """
      import Testing

      @main struct StudentTestsEntry {
        static func main() async {
          await Testing.__swiftPMEntryPoint() as Never
        }
      }

      """
    if FileManager.default.fileExists(atPath: object), (try? String(contentsOfFile: source, encoding: .utf8)) == text {
      return object
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try text.write(toFile: source, atomically: true, encoding: .utf8)
    let arguments = ["-parse-as-library", "-module-name", "StudentTestsEntry", "-Onone", "-c", "-o", object, source]
    try compile(compiler, arguments + (target.map { ["-target", $0] } ?? []), log: folder + "/compile.txt")
    return object
  }

  /// Runs the compiler; throws its output when it fails.
  private func compile(_ compiler: String, _ arguments: [String], log: String) throws {
    let process = ChildProcess(
      executable: compiler, arguments: arguments, environment: environment, workingDirectory: scratchPath, outputPath: log)
    let outcome = try process.run(timeout: timeout)
    guard outcome.succeeded else {
      let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
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

  /// `llvm-objcopy` next to the compiler, else the system's `objcopy` (ELF only: Darwin has neither need nor tool).
  static func objectCopier(nextTo compiler: String) -> String? {
    let folder = URL(fileURLWithPath: compiler).deletingLastPathComponent().path
    return [folder + "/llvm-objcopy", "/usr/bin/objcopy"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The value that follows `flag` in `arguments`.
  static func value(after flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  /// The source files SwiftPM compiled for `module` (its `sources` list).
  static func sources(of module: String, in debug: String) throws -> [String] {
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
  static func dependencies(descriptionPath: String) throws -> [String: Set<String>] {
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
    var text: String { String(value, radix: 16) }
  }
}
