import Foundation

/// Builds exercises and their suites, setting aside each exercise that does not compile until the rest build.
///
/// SwiftPM stops at the first failing compile job and links every test target into one executable, so one broken exercise
/// would leave nothing to run. Each failed build names at least one broken exercise; the next build leaves those out (via
/// `KIT_ONLY`) and the loop ends when the rest build. A failure that names no exercise is the kit's own, and is an error.
struct ExerciseBuilder: Sendable {
  /// What the builds produced.
  struct Outcome: Sendable {
    /// Modules whose exercise and suite compiled, and are in the test executable.
    var built: Set<String> = []
    /// Diagnostics of each module that did not compile.
    var failures: [String: String] = [:]
    /// How many times SwiftPM ran.
    var buildCount = 0
  }

  /// One exercise to build, with where its files are.
  struct Item: Sendable {
    var module: String
    var testTarget: String
    var folders: [String]
  }

  var layout: KitLayout
  var environment: [String: String]
  var progress: ProgressReporter
  /// The longest one SwiftPM build may take before it is stopped.
  var buildTimeout: Duration = .seconds(1200)

  /// Builds `items`; the loop runs at most once more than there are broken exercises.
  func build(_ items: [Item]) throws -> Outcome {
    var outcome = Outcome()
    let filter = DiagnosticsFilter(kitRoot: layout.root.path)
    try FileManager.default.createDirectory(atPath: layout.runsPath, withIntermediateDirectories: true)
    let cachePath = layout.runsPath + "/broken-builds.json"
    var cache = BrokenBuildCache.load(from: cachePath)
    let shared = SourceFingerprint.of(BrokenBuildCache.sharedFolders, in: layout.root)
    let fingerprints = Dictionary(
      uniqueKeysWithValues: items.map { ($0.module, shared + "-" + SourceFingerprint.of($0.folders, in: layout.root)) })
    var remaining: [Item] = []
    for item in items {
      if let entry = cache.entries[item.module], entry.fingerprint == fingerprints[item.module] {
        outcome.failures[item.module] = entry.diagnostics
      } else {
        remaining.append(item)
      }
    }
    defer {
      for item in items {
        if let diagnostics = outcome.failures[item.module], let fingerprint = fingerprints[item.module] {
          cache.entries[item.module] = BrokenBuildCache.Entry(fingerprint: fingerprint, diagnostics: diagnostics)
        } else if outcome.built.contains(item.module) {
          cache.entries[item.module] = nil
        }
      }
      cache.save(to: cachePath)
    }
    while !remaining.isEmpty {
      outcome.buildCount += 1
      let outputPath = "\(layout.runsPath)/build-\(outcome.buildCount).txt"
      let modules = remaining.map(\.module).sorted()
      let succeeded = try runSwiftBuild(modules: modules, outputPath: outputPath, attempt: outcome.buildCount)
      if succeeded {
        outcome.built.formUnion(modules)
        break
      }
      let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      let broken = Self.attribute(output: output, to: remaining, filter: filter)
      guard !broken.isEmpty else {
        let excerpt = filter.diagnostics(in: output, forPathsUnder: [""])
        throw KitError.kit(
          "the kit does not build, and no exercise is to blame (check Package.swift, Support/ and Examples/):\n"
            + (excerpt.isEmpty ? String(output.suffix(3000)) : excerpt)
        )
      }
      for item in remaining where broken.contains(item.module) {
        let text = filter.diagnostics(in: output, forPathsUnder: item.folders)
        outcome.failures[item.module] =
          text.isEmpty
          ? "编译失败，但编译器没有给出这个练习文件中的位置 / the build failed without a location in this exercise's files"
          : text
      }
      remaining.removeAll { broken.contains($0.module) }
    }
    return outcome
  }

  /// The modules of `items` that a failed build's output blames, by file path or by module name.
  ///
  /// A module blamed only by a guess (a failed job placed by the progress lines around it) is set aside only when
  /// nothing is blamed for certain: if the guess is wrong, the next build clears it; if right, that build blames it again.
  static func attribute(output: String, to items: [Item], filter: DiagnosticsFilter) -> Set<String> {
    var certain: Set<String> = []
    var guessed: Set<String> = []
    for file in filter.filesWithErrors(in: output) {
      if let item = items.first(where: { item in item.folders.contains { file.hasPrefix($0) } }) {
        certain.insert(item.module)
      }
    }
    for job in filter.failedJobs(in: output) {
      if let item = items.first(where: { $0.module == job.module || $0.testTarget == job.module }) {
        if job.isGuess { guessed.insert(item.module) } else { certain.insert(item.module) }
      }
    }
    return certain.isEmpty ? guessed : certain
  }

  private func runSwiftBuild(modules: [String], outputPath: String, attempt: Int) throws -> Bool {
    var environment = self.environment
    environment["KIT_GRADING"] = "1"
    environment["KIT_SOURCES"] = layout.sources.rawValue
    environment["KIT_ONLY"] = modules.joined(separator: ",")
    environment["KIT_EXCLUDE"] = nil
    let process = ChildProcess(
      executable: "swift",
      arguments: ["build", "--build-tests", "--package-path", layout.root.path, "--scratch-path", layout.scratchPath],
      environment: environment,
      workingDirectory: layout.root.path,
      outputPath: outputPath
    )
    let watcher = BuildProgressWatcher(outputPath: outputPath)
    let label = attempt == 1 ? "" : " (\(attempt))"
    let outcome = try process.run(timeout: buildTimeout) {
      progress.update("构建 Building \(layout.sources.rawValue)\(label)…", detail: watcher.latestStep() ?? "")
    }
    if outcome.termination == .timedOut {
      throw KitError.kit("the build took longer than \(buildTimeout) and was stopped (a type-checker explosion in a submission?)")
    }
    return outcome.succeeded
  }
}
