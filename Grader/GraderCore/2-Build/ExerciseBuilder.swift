import Foundation

/// Builds exercises and their suites, finding every exercise that does not compile in one pass.
///
/// SwiftPM stops at the first failing compile job and links every test target into one executable, so one broken
/// exercise would leave nothing to run, and finding k broken exercises by building again would cost k builds. Instead
/// the grader builds its own copy of the package (`BuildTree`), in which each exercise holds the student's latest
/// version that compiles, or a placeholder; every build declares the same targets. Before the build, what changed is
/// sorted out:
///
/// - unchanged since it last compiled: already in the tree;
/// - unchanged since it last failed: its diagnostics are reused (`BrokenBuildCache`);
/// - still the shipped stub (`Course/stubs.json`): known from the manifest's `stubBuilds`, without compiling;
/// - anything else is checked by `ExerciseTypeChecker`, all at once and in parallel, against the module files of the
///   earlier build; what compiles goes into the tree, what does not keeps its place in the tree and gets diagnostics.
///
/// Then one SwiftPM build. A single changed exercise that compiled last time goes straight into the build (a check first
/// would cost more than it saves), and so does everything when there is no earlier build to check against; if the build
/// then fails, the blamed exercise becomes a placeholder and the build runs again (a build stops at the first broken
/// exercise but keeps what it compiled); after three failed builds, anything unverified is checked, then built.
/// A failure no exercise is to blame for is the kit's own, and is an error.
package struct ExerciseBuilder: Sendable {
  package init(layout: KitLayout, environment: [String: String], progress: ProgressReporter, buildTimeout: Duration = .seconds(1200), setAside: Set<String> = []) {
    self.layout = layout
    self.environment = environment
    self.progress = progress
    self.buildTimeout = buildTimeout
    self.setAside = setAside
  }

  /// What the builds produced; each run writes it to `<runs>/build-outcome.json`, for tests and the curious.
  package struct Outcome: Codable, Sendable {
    /// Modules whose exercise and suite compiled, and are in the test executable.
    package var built: Set<String> = []
    /// Diagnostics of each module that did not compile; empty for a stub known not to compile.
    package var failures: [String: String] = [:]
    /// How many times SwiftPM ran.
    var buildCount = 0
    /// How many exercises were compiled outside SwiftPM to find out whether they compile.
    var typeCheckCount = 0
    /// The fingerprint of each built module's files (with its suite's and the shared files'): what its results depend on.
    package var fingerprints: [String: String] = [:]
  }

  /// One exercise to build, with where its files are.
  package struct Item: Sendable {
    package var module: String
    package var testTarget: String
    /// Kit-relative folders, ending in `/`: the exercise's sources, then its suite.
    package var folders: [String]
    /// Whether the manifest says the shipped stub compiles with its suite.
    package var stubBuilds = true
    /// Whether the exercise's files are still exactly the shipped stub.
    var isPristine = false
  }

  package var layout: KitLayout
  package var environment: [String: String]
  package var progress: ProgressReporter
  /// The longest one SwiftPM build (or one check) may take before it is stopped.
  var buildTimeout: Duration = .seconds(1200)

  /// The most memory one compiler, linker or SwiftPM process of a grading build may hold (`RLIMIT_DATA`, Linux): about
  /// ten times what the kit's largest honest compile holds (350 MB). One huge expression (a 200 KB array literal costs
  /// 1 GB and 87 s in code generation) would otherwise grow until the machine ran out of memory, beside other students'
  /// builds; at the limit its compiler dies, and the exercise it belongs to does not compile.
  static let compilerMemoryBytes = 4 << 30

  /// The largest file one compiler, linker or SwiftPM process of a grading build may write (`RLIMIT_FSIZE`): about 25
  /// times the largest product of a grading build (the test program, 10 MB), and its log is such a file. A compile error
  /// prints its whole source line, so the log grows with the square of a line's length: one 16 KB line of 4,000 wrong
  /// elements printed 97 MB, and a few hundred KB would fill the disk every other student's grading writes to. At the
  /// limit the writer dies (`SIGXFSZ`), and the exercise it was compiling does not compile.
  static let compilerFileBytes = 256 << 20

  /// The limits set on every compiler process a grading build starts (inherited by their children).
  static func compilerLimits(on platform: HostPlatform) -> [SandboxPlan.Limit] {
    [SandboxPlan.Limit(resource: .fileSize, value: compilerFileBytes)]
      + (platform.limitsHeapSize ? [SandboxPlan.Limit(resource: .data, value: compilerMemoryBytes)] : [])
  }
  /// How many SwiftPM builds a grade tries, setting aside what each failed one blames, before it checks the remaining
  /// new exercises one by one: a build that fails stops at the first broken exercise, but keeps what it compiled.
  static let buildsBeforeChecking = 3
  /// Whether an untouched stub that the manifest says does not compile is taken at its word, without compiling it
  /// (`grader verify` checks each such stub on its own to prove it). A stub the manifest says compiles goes into the
  /// build either way, and the build proves it: one that does not compile is blamed and recorded like any other.
  package var trustsPristineStubs = true
  /// Whether every selected exercise is expected to compile (`GradeRequest.expectsSourcesToCompile`): changed exercises
  /// then go into the tree and build at once, without checking each on its own first.
  package var expectsSourcesToCompile = false
  /// How many exercises are checked at once.
  package var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// Exercises an integrity check refused: each is its placeholder in the tree, whatever the tree held for it, so the
  /// refused code is never linked into the test program.
  var setAside: Set<String> = []
  /// Whether every declared exercise not among the built items is its placeholder (`GradeRequest.buildsOnlyGradedExercises`).
  var buildsOnlyItems = false

  /// The declared exercises that are not among `items` and that the tree holds as something else than their placeholder
  /// (`tree`: each exercise's state, `BuildTree.placeholder` for a placeholder).
  static func othersInTheTree(declared: [Item], items: [Item], tree: [String: String]) -> [Item] {
    let built = Set(items.map(\.module))
    return declared.filter { !built.contains($0.module) && tree[$0.module] != BuildTree.placeholder }
  }

  /// Builds `items`, with `declared` (every exercise of the course, a superset of `items`) in the package.
  ///
  /// Exercises declared but not selected keep whatever the tree holds for them (a placeholder the first time).
  package func build(_ items: [Item], declaring declared: [Item]) throws -> Outcome {
    var run = try _BuildRun(builder: self, declared: declared)
    do {
      if buildsOnlyItems {
        for item in Self.othersInTheTree(declared: declared, items: items, tree: run.state.exercises) { try run.placeholder(item) }
      }
      try run.classify(items)
      try run.buildEverything()
    } catch {
      run.finish(items)
      throw error
    }
    run.finish(items)
    return run.outcome
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
    // A failed link names object files, not source files: blame the exercise whose objects it names.
    for module in filter.linkErrors(in: output).keys {
      if let item = items.first(where: { $0.module == module || $0.testTarget == module }) { certain.insert(item.module) }
    }
    for job in filter.failedJobs(in: output) {
      if let item = items.first(where: { $0.module == job.module || $0.testTarget == job.module }) {
        if job.isGuess { guessed.insert(item.module) } else { certain.insert(item.module) }
      }
    }
    return certain.isEmpty ? guessed : certain
  }

  /// What is known of an exercise before anything is compiled, from whether it is still the shipped stub.
  enum StubVerdict: Equatable {
    /// A stub the manifest says compiles: it goes into the build, which proves it.
    case intoTheBuild
    /// A stub the manifest says does not compile, taken at its word.
    case doesNotCompile
    /// Changed, or a stub whose failure is to be proven: found out by checking or building.
    case unknown
  }

  /// `trusted`: whether a stub that the manifest says does not compile is taken at its word (`trustsPristineStubs`).
  static func pristineStubVerdict(isPristine: Bool, stubBuilds: Bool, trusted: Bool) -> StubVerdict {
    guard isPristine else { return .unknown }
    if stubBuilds { return .intoTheBuild }
    return trusted ? .doesNotCompile : .unknown
  }

  /// Whether a grade builds its changed exercises at once rather than checking each on its own first (checking costs a
  /// compile of each exercise and its suite to module files, then the build compiles them again):
  ///
  /// - the sources are expected to compile (the references);
  /// - the one changed exercise compiled last time, so it most likely still does;
  /// - most of what this grade selects is new (another student's work, a copied tree): one build is cheaper than
  ///   checking each. What counts is the selection, not the whole course: a one-lesson assignment's student is just as
  ///   new as a whole-course student.
  static func prefersBuildFirst(
    unknown: Int, selected: Int, expectsSourcesToCompile: Bool, onlyUnknownCompiledLastTime: Bool
  ) -> Bool {
    if expectsSourcesToCompile { return true }
    return onlyUnknownCompiledLastTime || unknown * 2 > selected
  }

  /// SwiftPM's command line for a grade's build: the package and its tests, in debug, without debug information.
  ///
  /// Nothing the grader does reads it: checks report their own source locations, crashes are told by their signal (the
  /// tests run with `SWIFT_BACKTRACE=enable=no`), and the symbol checks read symbol tables. A cold build of the
  /// references (`KIT_GRADING=1 swift build --build-tests`, 2 cores) took 147 CPU s as SwiftPM builds by default and
  /// 122 to 133 with `-gnone`. (The index store stays: SwiftPM's test discovery on Linux reads it.)
  static func swiftBuildArguments(packagePath: String, scratchPath: String) -> [String] {
    ["build", "--build-tests", "--package-path", packagePath, "--scratch-path", scratchPath, "-Xswiftc", "-gnone"]
  }

  /// Runs SwiftPM on the tree; returns whether it succeeded, with its output in `outputPath`.
  fileprivate func runSwiftBuild(modules: [String], outputPath: String, attempt: Int) throws -> Bool {
    var environment = self.environment
    environment["KIT_GRADING"] = "1"
    environment["KIT_SOURCES"] = layout.sources.rawValue
    environment["KIT_ONLY"] = modules.joined(separator: ",")
    environment["KIT_EXCLUDE"] = nil
    environment["KIT_TESTS"] = nil
    var process = ChildProcess(
      executable: "swift",
      arguments: Self.swiftBuildArguments(packagePath: layout.buildTreePath, scratchPath: layout.scratchPath),
      environment: environment,
      workingDirectory: layout.buildTreePath,
      outputPath: outputPath
    )
    process.limits = ExerciseBuilder.compilerLimits(on: .current)
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

/// The state of one `ExerciseBuilder.build` call: the tree, the caches, and what is known about each exercise.
private struct _BuildRun {
  package let builder: ExerciseBuilder
  package let declared: [ExerciseBuilder.Item]
  let tree: BuildTree
  package let filter: DiagnosticsFilter
  let cachePath: String
  let stagePath: URL
  var cache: BrokenBuildCache
  package var state: BuildTree.State
  let sharedFingerprint: String
  package var outcome = ExerciseBuilder.Outcome()
  /// Fingerprints of the selected exercises' files, with the shared files'.
  package var fingerprints: [String: String] = [:]
  /// Selected exercises whose current files are not known to compile or not, with those files.
  package var unknown: [(item: ExerciseBuilder.Item, snapshot: ExerciseSnapshot)] = []
  /// Selected exercises that are in the tree as they are now, or will be once built.
  package var selected: [ExerciseBuilder.Item] = []
  /// Exercises this run put into the tree.
  var installedThisRun: Set<String> = []

  package init(builder: ExerciseBuilder, declared: [ExerciseBuilder.Item]) throws {
    self.builder = builder
    self.declared = declared
    let layout = builder.layout
    tree = BuildTree(layout: layout)
    filter = DiagnosticsFilter(kitRoot: layout.root.path)
    try FileManager.default.createDirectory(atPath: layout.runsPath, withIntermediateDirectories: true)
    cachePath = BrokenBuildCache.path(in: layout)
    stagePath = URL(fileURLWithPath: layout.runsPath + "/stage")
    cache = BrokenBuildCache.load(from: cachePath)
    sharedFingerprint = try tree.syncShared()
    state = tree.loadState()
    if state.exercises.isEmpty { state.builtSharedFingerprint = nil }
    if state.sources != layout.sources.rawValue {
      state.exercises = [:]
      state.sources = layout.sources.rawValue
    }
    if state.builtConfiguration != Self.configuration(builder: builder, declared: declared) { state.needsBuild = true }
    for item in declared where state.exercises[item.module] == nil {
      try tree.installPlaceholder(for: item)
      state.exercises[item.module] = BuildTree.placeholder
      state.needsBuild = true
    }
    // A placeholder's folder holds the placeholder and nothing else, whatever was written there since.
    for item in declared where state.exercises[item.module] == BuildTree.placeholder {
      if try tree.installPlaceholder(for: item) { state.needsBuild = true }
    }
    for item in declared where builder.setAside.contains(item.module) { try placeholder(item) }
  }

  /// The sources and modules a build of the tree is asked for (`KIT_SOURCES`, `KIT_ONLY`): the same files build into
  /// different products when either changes.
  static func configuration(builder: ExerciseBuilder, declared: [ExerciseBuilder.Item]) -> String {
    builder.layout.sources.rawValue + ":" + declared.map(\.module).sorted().joined(separator: ",")
  }

  /// Sorts the selected exercises into known to compile, known not to, and unknown.
  mutating func classify(_ items: [ExerciseBuilder.Item]) throws {
    selected = items
    for item in items {
      let snapshot = ExerciseSnapshot.read(item.folders, in: builder.layout.root)
      let fingerprint = sharedFingerprint + "-" + snapshot.fingerprint
      fingerprints[item.module] = fingerprint
      if state.exercises[item.module] == fingerprint {
        // Put back anything else in the tree's copy (student code may have written there while its checks ran).
        if try tree.install(snapshot, for: item) { state.needsBuild = true }
        continue
      }
      if let entry = cache.entries[item.module], entry.fingerprint == fingerprint {
        outcome.failures[item.module] = entry.diagnostics
      } else {
        switch ExerciseBuilder.pristineStubVerdict(
          isPristine: item.isPristine, stubBuilds: item.stubBuilds, trusted: builder.trustsPristineStubs)
        {
        case .intoTheBuild: try install(item, snapshot)
        case .doesNotCompile: outcome.failures[item.module] = ""
        case .unknown: unknown.append((item, snapshot))
        }
      }
    }
  }

  /// Finds out about the unknown exercises and builds the tree until it builds.
  mutating func buildEverything() throws {
    guard selected.contains(where: { outcome.failures[$0.module] == nil }) else { return }
    let checker = ExerciseTypeChecker(
      scratchPath: builder.layout.scratchPath, workPath: builder.layout.runsPath + "/typecheck",
      environment: builder.environment, timeout: builder.buildTimeout)
    if !unknown.isEmpty && !prefersBuildFirst && canCheckUnknown(checker) {
      try typeCheckUnknown(checker)
    } else if !unknown.isEmpty {
      let pending = unknown
      for (item, snapshot) in pending { try install(item, snapshot) }
      unknown = []
      // Each failed build sets aside what it blames and keeps what compiled, so with one or two broken exercises
      // building again costs less than checking every other new exercise on its own (one module file each).
      for _ in 0..<ExerciseBuilder.buildsBeforeChecking where try buildOnce() { return }
      // Still failing: whatever else is new is unverified: check it all at once (after a build without it, when there
      // was no earlier build to check against).
      unknown = pending.filter { outcome.failures[$0.item.module] == nil }
      if !unknown.isEmpty {
        if !canCheckUnknown(checker) {
          for (item, _) in unknown { try placeholder(item) }
          try buildUntilItBuilds()
        }
        try typeCheckUnknown(checker)
      }
    }
    try buildUntilItBuilds()
  }

  /// Whether the build is better tried before any check (`ExerciseBuilder.prefersBuildFirst`).
  private var prefersBuildFirst: Bool {
    let compiledLastTime = unknown.count == 1 && cache.entries[unknown[0].item.module] == nil
      && state.exercises[unknown[0].item.module] != BuildTree.placeholder
    return ExerciseBuilder.prefersBuildFirst(
      unknown: unknown.count, selected: selected.count, expectsSourcesToCompile: builder.expectsSourcesToCompile,
      onlyUnknownCompiledLastTime: compiledLastTime)
  }

  /// Whether an earlier build with today's shared files left the flags and module files that checking needs.
  private func canCheckUnknown(_ checker: ExerciseTypeChecker) -> Bool {
    state.builtSharedFingerprint == sharedFingerprint && checker.canCheck(unknown.map { job(for: $0.item) })
  }

  /// Checks every unknown exercise at once; what compiles goes into the tree, what does not gets its diagnostics.
  mutating func typeCheckUnknown(_ checker: ExerciseTypeChecker) throws {
    guard !unknown.isEmpty else { return }
    for (item, snapshot) in unknown { try snapshot.write(into: stagePath, folders: item.folders) }
    let phase = "检查 \(unknown.count) 道改动过的练习 Checking \(unknown.count) changed exercise\(unknown.count == 1 ? "" : "s")…"
    let progress = builder.progress
    progress.update(phase, detail: "0/\(unknown.count)")
    let count = unknown.count
    let jobs = unknown.map { job(for: $0.item, base: stagePath) }
    let verdicts = checker.check(jobs, workers: builder.jobs) { done in
      progress.update(phase, detail: "\(done)/\(count)")
    }
    outcome.typeCheckCount += unknown.count
    for (item, snapshot) in unknown {
      switch verdicts[item.module] ?? .compiles {
      case .compiles:
        try install(item, snapshot)
      case .fails(let output):
        outcome.failures[item.module] = diagnostics(tree.remap(output, others: [stagePath]), for: item)
        // After a failed build the broken version may be in the tree already.
        if state.exercises[item.module] == fingerprints[item.module] { try placeholder(item) }
      }
    }
    unknown = []
  }

  /// Runs SwiftPM until the tree builds, turning each blamed exercise into a placeholder.
  mutating func buildUntilItBuilds() throws {
    for _ in 0...declared.count where try buildOnce() { return }
    throw KitError.kit("the kit still does not build after setting every exercise aside")
  }

  /// Runs SwiftPM once, unless the tree is as it was when it last built; when it fails, the exercises it blames become
  /// placeholders (with their diagnostics, if selected). Every declared exercise stays declared.
  mutating func buildOnce() throws -> Bool {
    if !state.needsBuild && state.builtSharedFingerprint == sharedFingerprint && testExecutableExists { return true }
    outcome.buildCount += 1
    let outputPath = "\(builder.layout.runsPath)/build-\(outcome.buildCount).txt"
    let modules = declared.map(\.module).sorted()
    if try builder.runSwiftBuild(modules: modules, outputPath: outputPath, attempt: outcome.buildCount) {
      state.builtSharedFingerprint = sharedFingerprint
      state.builtConfiguration = Self.configuration(builder: builder, declared: declared)
      state.needsBuild = false
      state.unverified = []
      return true
    }
    let output = tree.remap(RegularFile.logText(atPath: outputPath))
    let suspects = declared.filter { state.exercises[$0.module] != BuildTree.placeholder }
    let broken = ExerciseBuilder.attribute(output: output, to: suspects, filter: filter)
    let excerpt = filter.diagnostics(in: output, forPathsUnder: [""])
    if broken.isEmpty, try setAsideUnverified(suspects, output: excerpt.isEmpty ? String(output.suffix(1500)) : excerpt) {
      return false
    }
    guard !broken.isEmpty else {
      throw KitError.kit(
        "the kit does not build, and no exercise is to blame (check Package.swift, Support/ and the lessons' modules):\n"
          + (excerpt.isEmpty ? String(output.suffix(3000)) : excerpt)
      )
    }
    for item in suspects where broken.contains(item.module) {
      if selected.contains(where: { $0.module == item.module }) {
        outcome.failures[item.module] = diagnostics(output, for: item)
      }
      try placeholder(item)
    }
    return false
  }

  /// After a failed build that names no file, sets aside exercises the failure may come from, and returns whether there
  /// were any: first what earlier runs put into the tree since its last successful build (a build that failed before,
  /// perhaps with another student's files, must not fail this one), then exercises this run does not grade, then what
  /// this run put there. Nothing left to set aside: the kit's fault.
  private mutating func setAsideUnverified(_ suspects: [ExerciseBuilder.Item], output: String) throws -> Bool {
    let unverified = (state.unverified ?? []).intersection(suspects.map(\.module))
    let leftovers = unverified.subtracting(installedThisRun)
    let unselected = Set(suspects.map(\.module)).subtracting(selected.map(\.module))
    let aside = !leftovers.isEmpty ? leftovers : !unselected.isEmpty ? unselected : unverified
    guard !aside.isEmpty else { return false }
    for item in suspects where aside.contains(item.module) {
      if selected.contains(where: { $0.module == item.module }), outcome.failures[item.module] == nil {
        outcome.failures[item.module] =
          "构建失败，编译器没有指出文件；这个练习自上次成功构建后有改动，已被暂时排除 / the build failed without naming a file, "
          + "and this exercise changed since the last build that succeeded, so it was set aside:\n" + output
      }
      try placeholder(item)
    }
    return true
  }

  /// Whether the scratch folder holds a test executable (or bundle) from an earlier build.
  private var testExecutableExists: Bool {
    let folder = builder.layout.scratchPath + "/debug"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.contains { $0.hasSuffix("PackageTests.xctest") }
  }

  /// Records what was built and what failed, and keeps the cache and the tree's state for the next run.
  mutating func finish(_ items: [ExerciseBuilder.Item]) {
    for item in items {
      if let diagnostics = outcome.failures[item.module] {
        if !diagnostics.isEmpty, let fingerprint = fingerprints[item.module] {
          cache.entries[item.module] = BrokenBuildCache.Entry(fingerprint: fingerprint, diagnostics: diagnostics)
        }
      } else if state.exercises[item.module] == fingerprints[item.module], state.builtSharedFingerprint == sharedFingerprint,
        !state.needsBuild
      {
        outcome.built.insert(item.module)
        outcome.fingerprints[item.module] = fingerprints[item.module]
        cache.entries[item.module] = nil
      }
    }
    cache.save(to: cachePath)
    try? tree.save(state)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try? encoder.encode(outcome).write(to: URL(fileURLWithPath: builder.layout.runsPath + "/build-outcome.json"))
  }

  private mutating func install(_ item: ExerciseBuilder.Item, _ snapshot: ExerciseSnapshot) throws {
    if try tree.install(snapshot, for: item) { state.needsBuild = true }
    state.exercises[item.module] = fingerprints[item.module]
    state.unverified = (state.unverified ?? []).union([item.module])
    installedThisRun.insert(item.module)
  }

  /// Builds `item` as its placeholder, whatever the tree holds for it.
  fileprivate mutating func placeholder(_ item: ExerciseBuilder.Item) throws {
    if try tree.installPlaceholder(for: item) { state.needsBuild = true }
    state.exercises[item.module] = BuildTree.placeholder
    state.unverified?.remove(item.module)
  }

  /// The checker's job for `item`, with its files as they are under `base` (the staging folder).
  private func job(for item: ExerciseBuilder.Item, base: URL? = nil) -> ExerciseTypeChecker.Job {
    let snapshot = unknown.first { $0.item.module == item.module }?.snapshot ?? ExerciseSnapshot(files: [])
    let root = base ?? builder.layout.root
    func files(_ folder: String) -> [String] {
      snapshot.paths(under: folder).filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
    }
    return ExerciseTypeChecker.Job(
      module: item.module, testTarget: item.testTarget, moduleFiles: files(item.folders[0]),
      testFiles: item.folders.count > 1 ? files(item.folders[1]) : [])
  }

  /// The compiler's lines about `item`'s files in `output`, or a line saying there were none.
  private func diagnostics(_ output: String, for item: ExerciseBuilder.Item) -> String {
    let text = filter.diagnostics(in: output, forPathsUnder: item.folders)
    let linkErrors = filter.linkErrors(in: output)
    let own = linkErrors.filter { $0.key == item.module || $0.key == item.testTarget }.values.flatMap { $0 }
    if text.isEmpty, !own.isEmpty {
      // What the exercise's objects clash with ("multiple definition of 'main'") may be named in another object's line.
      let clashes = linkErrors.values.flatMap { $0 }.filter { $0.contains("multiple definition") || $0.contains("duplicate symbol") }
      let links = clashes.filter { !own.contains($0) } + own
      return "链接失败：练习里定义了测试程序已有的符号（例如 @main 或顶层代码定义的 main）/ the link failed: the exercise defines "
        + "a symbol the test program already has (such as the main that @main or top-level code defines)\n"
        + links.prefix(5).joined(separator: "\n")
    }
    return text.isEmpty
      ? "编译失败，但编译器没有给出这个练习文件中的位置 / the build failed without a location in this exercise's files"
      : text
  }
}
