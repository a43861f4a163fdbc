import Foundation

/// Links each exercise's checks into an image of their own (a shared library of the exercise's module and its suite),
/// and one program of the kit's modules that loads a single image (Linux).
///
/// SwiftPM links every exercise into one test program, so one exercise's code would be live in every other exercise's
/// test process: a conformance (`extension Int: View`) or any runtime registration of one module changes what another
/// exercise's checks see. Here a test process holds the kit and one exercise. The program (`KitChecks`) reads the image
/// from descriptor `TestCommand.imageDescriptor`, which the grader opens for it before it starts, loads it from memory
/// and hands over to Swift Testing, which finds the suites of every image loaded. The image file itself is readable by
/// the grader only, so the hidden checks in it cannot be read back from disk.
///
/// An image costs one small link (its two modules' objects); the program, one link per build of the kit's modules. Both
/// are kept while their objects are unchanged, so a regrade relinks only the exercises that were rebuilt.
struct ExerciseImageLinker: Sendable {
  /// SwiftPM's scratch folder of the build (`<scratch>/debug` holds the objects and the build description).
  var scratchPath: String
  /// Where the program and the images go.
  var outputPath: String
  var environment: [String: String]
  var jobs = 2
  var timeout: Duration = .seconds(600)

  /// An exercise to link: its module and the test target of its suite.
  struct Exercise: Sendable, Hashable {
    var module: String
    var testTarget: String
  }

  /// What linking gave: the program, an image per test target, and the linker's complaint for those that failed.
  struct Outcome: Sendable {
    var program: String
    var images: [String: String] = [:]
    var failures: [String: String] = [:]
  }

  /// Links the program and the images of `exercises`.
  func link(_ exercises: [Exercise]) throws -> Outcome {
    let debug = scratchPath + "/debug"
    let recorded = ExerciseTypeChecker(scratchPath: scratchPath, workPath: outputPath + "/work", environment: environment)
      .recordedArguments()
    guard let compileArguments = exercises.lazy.compactMap({ recorded[$0.module] }).first ?? recorded.values.first else {
      throw KitError.kit("the build description has no compile command")
    }
    let compiler = compileArguments[0]
    let target = StudentTestsLinker.value(after: "-target", in: compileArguments)
    let dependencies = try StudentTestsLinker.dependencies(descriptionPath: debug + "/description.json")
    try FileManager.default.createDirectory(atPath: outputPath, withIntermediateDirectories: true)

    // The program holds what the suites and the exercises use, except the exercises and the suites themselves.
    let own = Set(exercises.flatMap { [$0.module, $0.testTarget] })
    let exerciseModules = Set(exercises.map(\.module))
    let kitModules = exercises.reduce(into: Set<String>()) { modules, exercise in
      modules.formUnion(dependencies[exercise.testTarget] ?? [])
      modules.formUnion(dependencies[exercise.module] ?? [])
    }.subtracting(own).subtracting(exerciseModules)
    let program = try self.program(
      kitModules: kitModules.sorted(), compiler: compiler, target: target, debug: debug)

    var outcome = Outcome(program: program)
    let linked = ConcurrentWork.map(count: exercises.count, workers: jobs) { _, index in
      Result { try image(of: exercises[index], compiler: compiler, target: target, debug: debug) }
    }
    for (exercise, result) in zip(exercises, linked) {
      switch result {
      case .success(let path): outcome.images[exercise.testTarget] = path
      case .failure(let error): outcome.failures[exercise.testTarget] = "\(error)"
      }
    }
    return outcome
  }

  /// The image of `exercise`, linked now unless the one kept was linked from the same objects.
  private func image(of exercise: Exercise, compiler: String, target: String?, debug: String) throws -> String {
    let objects = try [exercise.module, exercise.testTarget].flatMap { try StudentTestsLinker.objects(of: $0, in: debug) }
    let path = outputPath + "/" + exercise.testTarget + ".image"
    var arguments = ["-emit-library", "-o", path, "-module-name", exercise.testTarget + "Image"]
    arguments += (target.map { ["-target", $0] } ?? []) + linkerChoice(compiler: compiler)
    arguments += ["-Xlinker", "--strip-all"] + objects
    return try linkUnlessKept(path, compiler: compiler, arguments: arguments, objects: objects, mode: 0o600)
  }

  /// The program: the entry point, then the kit's modules, their symbols exported for the image to use.
  private func program(kitModules: [String], compiler: String, target: String?, debug: String) throws -> String {
    let entry = try entryPoint(compiler: compiler, target: target)
    let objects = try kitModules.flatMap { try StudentTestsLinker.objects(of: $0, in: debug) }
    let path = outputPath + "/KitChecks"
    var arguments = ["-emit-executable", "-o", path, "-module-name", "KitChecks"]
    arguments += (target.map { ["-target", $0] } ?? []) + linkerChoice(compiler: compiler)
    arguments += ["-Xlinker", "--export-dynamic", "-Xlinker", "--strip-all", entry] + objects
    return try linkUnlessKept(path, compiler: compiler, arguments: arguments, objects: [entry] + objects, mode: 0o755)
  }

  /// LLVM's linker when the toolchain has it (several times faster than gold for these small links).
  private func linkerChoice(compiler: String) -> [String] {
    let lld = URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("ld.lld").path
    return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
  }

  /// Runs the link unless `path` was linked by the same command from objects of the same size and date.
  private func linkUnlessKept(
    _ path: String, compiler: String, arguments: [String], objects: [String], mode: mode_t
  ) throws -> String {
    var hash = StudentTestsLinker.Hash()
    hash.mix(Data(([compiler] + arguments).joined(separator: "\u{0}").utf8))
    for object in objects {
      let attributes = try FileManager.default.attributesOfItem(atPath: object)
      let size = (attributes[.size] as? Int) ?? -1
      let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      hash.mix(Data("\(size) \(date)".utf8))
    }
    let keyFile = path + ".key"
    if FileManager.default.fileExists(atPath: path),
      (try? String(contentsOfFile: keyFile, encoding: .utf8)) == hash.text
    {
      return path
    }
    try? FileManager.default.removeItem(atPath: keyFile)
    try? FileManager.default.removeItem(atPath: path)
    do {
      try run(compiler, arguments, log: path + ".txt")
    } catch where arguments.contains("-use-ld=lld") {
      // LLVM's linker is only faster: where it fails, the toolchain's default linker gets its turn.
      try run(compiler, arguments.filter { $0 != "-use-ld=lld" }, log: path + ".txt")
    }
    guard chmod(path, mode) == 0 else { throw KitError.kit("cannot set the mode of \(path)") }
    try hash.text.write(toFile: keyFile, atomically: true, encoding: .utf8)
    return path
  }

  /// The source of the program's entry point: load the image, then run Swift Testing as SwiftPM's runner does.
  static let entrySource = """
    import Testing
    #if canImport(Glibc)
    import Glibc
    #endif

    /// Loads the exercise's image from descriptor \(TestCommand.imageDescriptor), then runs Swift Testing.
    @main struct KitChecks {
      static func main() async {
        loadImage()
        await Testing.__swiftPMEntryPoint() as Never
      }

      /// Reads the image, then loads it from a memory file (or, where there is none, from a file in the process's
      /// own scratch folder, removed once loaded): once the descriptors are closed, nothing the image runs can open
      /// the file it came from.
      static func loadImage() {
        let source: Int32 = \(TestCommand.imageDescriptor)
        guard fcntl(source, F_GETFD) != -1 else { return }
        var image: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
          let count = read(source, &buffer, buffer.count)
          if count == 0 { break }
          guard count > 0 else { fail("cannot read the image") }
          image += buffer[0..<count]
        }
        close(source)
        let memory = memoryFile()
        if memory >= 0 {
          defer { close(memory) }
          if write(image, to: memory), dlopen("/proc/self/fd/\\(memory)", RTLD_NOW | RTLD_GLOBAL) != nil { return }
        }
        let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp/"
        let path = folder + (folder.hasSuffix("/") ? "" : "/") + "checks-image-\\(getpid())"
        let file = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard file >= 0 else { fail("cannot write the image") }
        let written = write(image, to: file)
        close(file)
        let loaded = written ? dlopen(path, RTLD_NOW | RTLD_GLOBAL) : nil
        unlink(path)
        guard loaded != nil else { fail("cannot load the image: " + (dlerror().map { String(cString: $0) } ?? "")) }
      }

      /// Writes all of `bytes` to `descriptor`.
      static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
          let step = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
          guard step > 0 else { return false }
          written += step
        }
        return true
      }

      /// `memfd_create`, looked up at run time (the C library's Swift module does not declare it).
      static func memoryFile() -> Int32 {
        typealias Create = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memfd_create") else { return -1 }
        return unsafeBitCast(symbol, to: Create.self)("checks", 1)
      }

      static func fail(_ message: String) -> Never {
        fputs("KitChecks: \\(message)\\n", stderr)
        exit(70)
      }
    }

    """

  /// The object of the program's entry point, kept while its source is the same.
  private func entryPoint(compiler: String, target: String?) throws -> String {
    try StudentTestsLinker.compiledEntry(
      Self.entrySource, module: "KitChecks", folder: outputPath + "/entry", compiler: compiler, target: target,
      run: { try run(compiler, $0, log: $1) })
  }

  /// Runs the compiler or linker; throws its output when it fails.
  private func run(_ compiler: String, _ arguments: [String], log: String) throws {
    try StudentTestsLinker.runCompiler(
      compiler, arguments, environment: environment, workingDirectory: scratchPath, timeout: timeout, log: log)
  }
}
