import Foundation
import KitSupport
import GraderCore

/// Grades a folder of submissions against the instructor's kit, a few students at a time, into one result each.
///
/// Each student is graded in a child process of the batch (`grader batch --worker …`), so whatever a student's code does
/// to its grading process ends at most that student's grading: the student gets a row saying so and the batch goes on.
/// Each worker owns a workspace (`.build/grader/batch/<n>` in the instructor's kit) holding the pristine kit files and a
/// warm build folder; students are handed out one by one, so the class pays one cold build per worker, not per student.
/// Every finished student is saved at once (`.batch/<student>.json` in the output folder), so an interrupted batch run
/// again skips the students whose submission, kit and settings have not changed.
public struct BatchRunner: Sendable {
  public var request: BatchRequest
  public var progress: ProgressReporter

  public init(request: BatchRequest, progress: ProgressReporter) {
    self.request = request
    self.progress = progress
  }

  /// Grades every selected student; `finished` is called after each one (in turn, never at once) with its result and
  /// every result so far. One student's problem becomes that student's row, never the end of the batch.
  public func run(finished: @Sendable (StudentResult, [StudentResult]) -> Void = { _, _ in }) throws -> [StudentResult] {
    let course = try Course.load(from: request.kitRoot.appendingPathComponent(Course.relativePath))
    let problems = course.problems()
    guard problems.isEmpty else { throw KitError.manifest(problems.joined(separator: "\n")) }
    let lock = try KitLock.compute(root: request.kitRoot)
    let students = try Self.selectStudents(in: request.submissions, shard: request.shard)
    let saved = SavedResults(folder: request.output.appendingPathComponent(".batch"))
    let settings = "\(lock.files.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })|\(request.timeout)|\(request.budget)|\(request.scope.arguments)"
    let phase = "批量评分 Grading \(students.count) submissions…"
    progress.update(phase, detail: "0/\(students.count)")
    let collector = _Collector()
    let preflight = SubmissionPreflight()
    let stubs = try PristineStubs.load(root: request.kitRoot)
    let results = ConcurrentWork.map(count: students.count, workers: request.jobs) { worker, index in
      let folder = students[index]
      var result: StudentResult
      switch preflight.check(folder, lessonFolders: course.lessons.map(\.folder)) {
      case .failure(let refusal):
        // Refused before a byte of it was read: nothing to save, it costs nothing to refuse again.
        result = StudentResult(student: folder.lastPathComponent, problem: refusal.message)
      case .success(let ready):
        let fingerprint = SHA256Digest.hex(of: Array((settings + "|" + Self.fingerprint(of: ready, in: folder)).utf8))
        if request.resumes, let earlier = saved.load(folder.lastPathComponent, fingerprint: fingerprint) {
          result = earlier
        } else {
          let graded = grade(folder, worker: worker, course: course, lock: lock)
          result = graded.result
          // A grading process that was stopped may have been stopped by an interruption of the batch: grade it again.
          if graded.isFinal { saved.save(result, fingerprint: fingerprint) }
        }
        let sources = SubmissionSources.read(student: result.student, lessons: ready.lessons, course: course, stubs: stubs)
        try? sources.write(into: request.output)
      }
      if let reviews = request.reviews, let report = result.report {
        result.report = report.applying(reviews.reviews(for: result.student))
      }
      collector.add(result, finished)
      return result
    } completed: { done in
      progress.update(phase, detail: "\(done)/\(students.count)")
    }
    progress.finish()
    return results
  }

  /// The submissions of `submissions` this batch grades: every visible entry, in name order (a folder per student; a
  /// file gets a row saying it was not graded), or this shard's share of them.
  ///
  /// The one place that decides who is graded. A folder with no visible entry is refused: there is nothing to grade.
  static func selectStudents(in submissions: URL, shard: Shard? = nil) throws -> [URL] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: submissions.path) else {
      throw KitError.usage("无法读取提交文件夹 / cannot read the submissions folder \(submissions.path)")
    }
    let everyone = names.filter { !$0.hasPrefix(".") }.sorted().map { submissions.appendingPathComponent($0) }
    guard !everyone.isEmpty else {
      throw KitError.usage(
        "提交文件夹 \(submissions.path) 里没有任何提交（应为每位学生一个文件夹）/ the submissions folder \(submissions.path) "
          + "holds no submission (expected one folder per student)")
    }
    return shard.map { $0.share(of: everyone) } ?? everyone
  }

  /// Grades one student: in a child process when the grader executable is known, otherwise here.
  private func grade(_ folder: URL, worker: Int, course: Course, lock: KitLock) -> (result: StudentResult, isFinal: Bool) {
    guard let launcher = request.launcher else {
      return (Self.gradeHere(folder, slot: worker + 1, kitRoot: request.kitRoot, lock: lock, course: course, settings: settings), true)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let resultFile = request.output.appendingPathComponent(".batch/\(folder.lastPathComponent).result.json")
    try? FileManager.default.createDirectory(at: resultFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: resultFile)
    let arguments = [
      "batch", folder.deletingLastPathComponent().path, "--worker", folder.path, "--worker-slot", "\(worker + 1)", "--worker-result", resultFile.path,
      "--package-path", request.kitRoot.path, "--timeout", "\(Double(ExerciseTestRunner.seconds(request.timeout)))",
      "--budget", "\(Double(ExerciseTestRunner.seconds(request.budget)))", "--no-progress",
    ] + request.scope.arguments
    let process = ChildProcess(
      executable: launcher, arguments: arguments, environment: request.environment,
      workingDirectory: request.kitRoot.path, outputPath: nil)
    let limit = request.studentLimit
    let run: CapturedRun<Bool>? = try? process.capture(outputLimit: 16 * 1024) { elapsed, _, _ in elapsed > limit ? true : nil }
    // A grading process that was killed leaves its test processes to the batch, which adopted them: end them too.
    ProcessTable.perform(ProcessTable.cleanupSteps(platform: .current, user: nil), launcher: nil)
    let elapsed = clock.now - start
    if let data = try? Data(contentsOf: resultFile), var result = try? JSONDecoder().decode(StudentResult.self, from: data) {
      try? FileManager.default.removeItem(at: resultFile)
      result.seconds = Scorer.rounded(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      return (result, true)
    }
    var result = StudentResult(student: folder.lastPathComponent)
    let how: String
    switch run?.outcome.termination {
    case .signalled(let signal)?: how = "its grading process was killed (signal \(signal) \(SignalName.of(signal)))"
    case .exited(let status)?: how = "its grading process ended with status \(status) without a result"
    case .timedOut?, nil: how = "its grading process could not be started"
    }
    let stopped = run?.stop == true ? "its grading took longer than \(ExerciseTestRunner.seconds(limit)) s and was stopped" : how
    let tail = run.map { ProcessOutputTail.lines(of: $0.outputText, count: 3) } ?? ""
    result.problem = stopped + (tail.isEmpty ? "" : " (last output: \(tail.replacingOccurrences(of: "\n", with: " | ")))")
    result.seconds = Scorer.rounded(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    return (result, false)
  }

  /// The settings a student's saved result depends on (besides the submission), for `gradeHere` without a child.
  private var settings: BatchWorkerSettings {
    BatchWorkerSettings(timeout: request.timeout, budget: request.budget, environment: request.environment, scope: request.scope)
  }

  /// Grades one student in this process, in workspace `slot` (what a batch's child process does).
  package static func gradeHere(
    _ folder: URL, slot: Int, kitRoot: URL, lock: KitLock, course: Course, settings: BatchWorkerSettings
  ) -> StudentResult {
    let clock = ContinuousClock()
    let start = clock.now
    var result = StudentResult(student: folder.lastPathComponent)
    defer {
      let elapsed = clock.now - start
      result.seconds = Scorer.rounded(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    let ready: SubmissionPreflight.Ready
    switch SubmissionPreflight().check(folder, lessonFolders: course.lessons.map(\.folder)) {
    case .failure(let refusal):
      result.problem = refusal.message
      return result
    case .success(let found):
      ready = found
    }
    let lessons = ready.lessons
    do {
      let shipped = try KitLock.load(root: kitRoot) ?? lock
      let modified = try ready.kitCopy.map { try KitLock.editedFiles(inCopy: $0, shipped: shipped) } ?? []
      if !modified.isEmpty {
        result.notes.append("edited kit files ignored (graded with the instructor's): " + modified.joined(separator: " "))
      }
      let workspace = GradingWorkspace(root: kitRoot.appendingPathComponent(".build/grader/batch/\(slot)"), kit: kitRoot, lock: lock)
      try workspace.prepare()
      let copy = try workspace.install(lessons: lessons)
      if !copy.skippedLinks.isEmpty {
        result.notes.append("symbolic links skipped: " + SubmissionCopy.listed(copy.skippedLinks))
      }
      if !copy.skippedNames.isEmpty {
        result.notes.append("files whose names are not UTF-8 skipped: " + SubmissionCopy.listed(copy.skippedNames))
      }
      var grade = workspace.gradeRequest()
      grade.timeout = settings.timeout
      grade.budget = settings.budget
      grade.lessonIDs = settings.scope.lessonIDs
      grade.questionIDs = settings.scope.questionIDs
      grade.jobs = 1
      grade.environment = settings.environment
      var report = try Grader(request: grade, progress: ProgressReporter(isEnabled: false, isTerminal: false)).grade()
      report.modifiedFiles = modified
      result.report = report
    } catch {
      result.problem = "\(error)"
    }
    return result
  }

  /// A digest of what grading a submission reads (paths and bytes of its `Lessons/` and of the kit files its copy of
  /// the kit holds), so a changed submission is graded again. Called only after `SubmissionPreflight` passed it, so
  /// everything hashed is within the submission limits; nothing else in the folder is read.
  static func fingerprint(of ready: SubmissionPreflight.Ready, in folder: URL) -> String {
    let base = folder.standardizedFileURL.path
    var roots = [ready.lessons]
    if let copy = ready.kitCopy { roots += KitLayout.lockedPaths.map { copy.appendingPathComponent($0) } }
    var digest: [String] = []
    var pending = roots.map { $0.standardizedFileURL.path }
    while let path = pending.popLast() {
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        pending += ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).map { path + "/" + $0 }
      case S_IFREG:
        digest.append("\(relative):\((try? SHA256Digest.hex(ofFile: path)) ?? "unreadable")")
      case S_IFLNK:
        digest.append("\(relative):link")
      default:
        continue
      }
    }
    return SHA256Digest.hex(of: Array(digest.sorted().joined(separator: "\n").utf8))
  }

  /// Hands each result to `finished` in turn, with every result so far.
  private final class _Collector: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [StudentResult] = []

    func add(_ result: StudentResult, _ finished: (StudentResult, [StudentResult]) -> Void) {
      lock.lock()
      defer { lock.unlock() }
      results.append(result)
      finished(result, results.sorted { $0.student < $1.student })
    }
  }
}

/// What a batch's child process needs to grade one student the way the batch asked.
package struct BatchWorkerSettings: Sendable {
  package init(timeout: Duration, budget: Duration, environment: [String: String], scope: AssignmentScope = AssignmentScope()) {
    self.timeout = timeout
    self.budget = budget
    self.environment = environment
    self.scope = scope
  }

  package var timeout: Duration
  package var budget: Duration
  package var environment: [String: String]
  /// The part of the course the assignment covers.
  package var scope = AssignmentScope()
}

/// The results of students already graded, one file each, with the fingerprint they were graded at.
struct SavedResults: Sendable {
  package var folder: URL

  private struct Entry: Codable {
    var fingerprint: String
    package var result: StudentResult
  }

  package func load(_ student: String, fingerprint: String) -> StudentResult? {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent(student + ".json")),
      let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.fingerprint == fingerprint
    else { return nil }
    return entry.result
  }

  func save(_ result: StudentResult, fingerprint: String) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard let data = try? JSONEncoder().encode(Entry(fingerprint: fingerprint, result: result)) else { return }
    try? data.write(to: folder.appendingPathComponent(result.student + ".json"), options: .atomic)
  }
}
