import Foundation

/// What to grade, and how.
public struct GradeRequest: Sendable {
  public var kitRoot: URL
  public var sources: Sources = .lessons
  /// Question IDs to grade; with `lessonIDs` empty too, everything is graded.
  public var questionIDs: [String] = []
  public var lessonIDs: [String] = []
  /// The limit for each check, measured from the moment it starts.
  public var timeout: Duration = .seconds(10)
  /// The most time the test processes of one grading run may take in all; checks cut off by it are `timed-out`.
  public var budget: Duration = Self.defaultBudget
  /// The limits every test process runs under.
  public var limits = ResourceLimits()
  /// The grader executable that launches test processes in their sandbox; `nil` runs them directly (library use).
  public var launcher: String? = GraderExecutable.path
  /// The platform whose conventions the run follows (tests pass another to exercise the Apple code paths).
  public var platform: HostPlatform = .current

  /// The default total time budget of one grading run's checks.
  public static let defaultBudget: Duration = .seconds(300)
  /// How many test processes run at once.
  public var jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
  /// Whether an exercise still exactly the shipped stub (`Course/stubs.json`) that the manifest's `stubBuilds` says does
  /// not compile is taken at its word, without compiling it; `grader verify` turns this off to prove the manifest right
  /// (each such stub is checked on its own). A stub said to compile goes into the build either way, which proves it.
  public var trustsPristineStubs = true
  /// Whether the sources are expected to compile (references and their slips, in `grader verify`): the builder then
  /// tries the build before checking each changed exercise on its own, which only pays when some do not compile.
  public var expectsSourcesToCompile = false
  /// Whether an exercise whose files, suite and shared files are unchanged since its last clear results keeps them
  /// instead of running its checks again (`CheckResultCache`). The student's loop (`grader`, `grader watch`) does;
  /// instructors' runs (verify, batch, autograde) run everything.
  public var reusesResults = false
  /// Whether every exercise this grade does not build from the files in place is a placeholder in the test program,
  /// whatever the build folder held for it. A batch or autograde workspace grades one submission after another, and
  /// the course's every exercise is linked into one test program: an exercise left there from another submission (one
  /// outside the assignment, or one this submission cannot build) would run beside this one's checks, and a conformance
  /// it declares (`extension Int: View`) changes what their dynamic casts see. The student's own loop keeps them (their
  /// own code, and no rebuild when they grade another question).
  public var buildsOnlyGradedExercises = false
  /// The environment passed to SwiftPM and the tests.
  public var environment: [String: String] = ProcessInfo.processInfo.environment
  /// Where the grader keeps its copy of the package and builds it, instead of `.build/grader/<sources>` in the kit:
  /// `grader verify` grades the solutions, the stubs and the student edition through one such folder, so each grade
  /// rebuilds only what differs from the one before.
  public var scratchPath: String?

  public init(kitRoot: URL) {
    self.kitRoot = kitRoot
  }
}
