import Foundation

/// Compiles exercises to module files outside SwiftPM, in parallel, with the flags SwiftPM used for them last time.
///
/// SwiftPM stops at the first failing compile job, so a build finds one broken exercise at a time. This checks every
/// changed exercise at once instead: its module, then its suite against that module, each in one compiler process
/// (`swiftc -emit-module -wmo`, which type-checks every body and runs the compiler's flow diagnostics, such as
/// definite initialisation and data-race checks, just as a build does), against the module files of the earlier build.
/// The flags are SwiftPM's own, read from the build description it wrote (`<scratch>/debug.yaml`), so the check
/// compiles exactly as the build would, on Linux and on macOS.
struct ExerciseTypeChecker: Sendable {
  /// One exercise to check: its module and suite, each with its source files (absolute paths).
  package struct Job: Sendable {
    package var module: String
    package var testTarget: String
    var moduleFiles: [String]
    var testFiles: [String]
  }

  /// How a check came out.
  enum Verdict: Sendable, Equatable {
    case compiles
    /// The compiler's output for the part that failed (or crashed).
    case fails(output: String)
  }

  package var scratchPath: String
  /// Where emitted modules and compiler output go; emptied per job.
  var workPath: String
  package var environment: [String: String]
  package var timeout: Duration = .seconds(1200)

  /// The compile arguments SwiftPM recorded for each target in the last build description, by target name.
  func recordedArguments() -> [String: [String]] {
    guard let text = try? String(contentsOfFile: scratchPath + "/debug.yaml", encoding: .utf8) else { return [:] }
    return Self.recordedArguments(inBuildDescription: text)
  }

  /// The compile arguments in a SwiftPM build description (llbuild YAML), keyed by target name.
  ///
  /// A target's compile command is the block `"C.<Target>-<triple>-<config>.module":`; its `args:` line is a JSON array.
  static func recordedArguments(inBuildDescription text: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    var target: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("  \"C.") && trimmed.hasSuffix(".module\":") {
        let name = trimmed.dropFirst(3).prefix { $0 != "-" && $0 != "\"" }
        target = name.isEmpty ? nil : String(name)
      } else if let current = target, trimmed.hasPrefix("args: ") {
        if let data = trimmed.dropFirst(6).data(using: .utf8),
          let arguments = try? JSONDecoder().decode([String].self, from: data), !arguments.isEmpty
        {
          result[current] = arguments
        }
        target = nil
      } else if !line.hasPrefix("    ") {
        target = nil
      }
    }
    return result
  }

  /// SwiftPM's arguments for a target turned into one compiler run that emits its module from `files`.
  ///
  /// Everything about outputs, incremental state, indexing and batching goes; `searchFirst` (the folder of a module
  /// just checked) is searched before the build's module folder.
  package static func arguments(from recorded: [String], files: [String], emitModulePath: String, searchFirst: String?) -> [String] {
    let dropWithValue: Set<String> = [
      "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
      "-serialize-diagnostics-path", "-emit-dependencies-path", "-emit-module-doc-path", "-emit-module-source-info-path",
    ]
    let drop: Set<String> = [
      "-emit-dependencies", "-emit-module", "-incremental", "-c", "-v", "-enable-batch-mode", "-serialize-diagnostics",
      "-parseable-output", "-emit-objc-header", "-wmo", "-whole-module-optimization", "-no-whole-module-optimization",
      "-emit-executable", "-emit-library",
    ]
    var result: [String] = []
    var index = 1
    while index < recorded.count {
      let argument = recorded[index]
      index += 1
      if dropWithValue.contains(argument) {
        index += 1
      } else if drop.contains(argument) || argument.hasPrefix("@") || (argument.hasPrefix("-j") && argument.count > 2)
        || argument.hasSuffix(".swift")
      {
        continue
      } else if argument == "-j" || argument == "-num-threads" {
        index += 1
      } else {
        result.append(argument)
      }
    }
    let search = searchFirst.map { ["-I", $0] } ?? []
    return search + result + ["-emit-module", "-wmo", "-emit-module-path", emitModulePath] + files
  }

  /// Whether the last build description has flags for every module and suite of `jobs`.
  func canCheck(_ jobs: [Job]) -> Bool {
    let recorded = recordedArguments()
    return jobs.allSatisfy { recorded[$0.module] != nil && recorded[$0.testTarget] != nil }
  }

  /// Checks `jobs`, `workers` at a time; a job whose flags are unknown is reported as compiling (the build decides).
  package func check(_ jobs: [Job], workers: Int, completed: @Sendable (Int) -> Void = { _ in }) -> [String: Verdict] {
    let recorded = recordedArguments()
    let verdicts = ConcurrentWork.map(count: jobs.count, workers: workers) { _, index in
      check(jobs[index], recorded: recorded)
    } completed: { done in
      completed(done)
    }
    return Dictionary(uniqueKeysWithValues: zip(jobs.map(\.module), verdicts))
  }

  private func check(_ job: Job, recorded: [String: [String]]) -> Verdict {
    guard let moduleArguments = recorded[job.module], let testArguments = recorded[job.testTarget] else { return .compiles }
    let folder = workPath + "/" + job.module
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder + "/tests", withIntermediateDirectories: true)
    let module = run(
      moduleArguments, files: job.moduleFiles, emit: "\(folder)/\(job.module).swiftmodule", searchFirst: nil,
      log: "\(folder)/module.txt")
    // A test-writing exercise is its own test target: there is no suite to check after it.
    guard case .compiles = module, !job.testFiles.isEmpty else { return module }
    return run(
      testArguments, files: job.testFiles, emit: "\(folder)/tests/\(job.testTarget).swiftmodule", searchFirst: folder,
      log: "\(folder)/tests.txt")
  }

  private func run(_ recorded: [String], files: [String], emit: String, searchFirst: String?, log: String) -> Verdict {
    var process = ChildProcess(
      executable: recorded[0],
      arguments: Self.arguments(from: recorded, files: files, emitModulePath: emit, searchFirst: searchFirst),
      environment: environment, workingDirectory: scratchPath, outputPath: log)
    process.limits = ExerciseBuilder.compilerLimits(on: .current)
    let outcome: ProcessOutcome
    do {
      outcome = try process.run(timeout: timeout)
    } catch {
      return .fails(output: "\(error)")
    }
    let output = RegularFile.logText(atPath: log)
    switch outcome.termination {
    case .exited(0): return .compiles
    case .timedOut:
      return .fails(output: output + "\nerror: the compiler ran past \(timeout) and was stopped (a type-checker explosion?)")
    case .signalled(SIGXFSZ):
      return .fails(
        output: output + "\nerror: 编译器的输出超过 \(ExerciseBuilder.compilerFileBytes >> 20) MB，已被停止（很长的一行里有很多错误？）/ "
          + "the compiler's output passed \(ExerciseBuilder.compilerFileBytes >> 20) MB and it was stopped (a long line with very many errors?)\n")
    case .signalled(let signal):
      // The driver runs a single job in its own place, so nobody else says how the compiler died; say it as SwiftPM does.
      return .fails(output: output + "\nerror: compile command failed due to signal \(signal) (use -v to see invocation)\n")
    case .exited: return .fails(output: output)
    }
  }
}
