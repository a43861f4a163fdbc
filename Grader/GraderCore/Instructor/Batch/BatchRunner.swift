import Foundation

/// Grades a folder of submissions against the instructor's kit, a few students at a time, into one result each.
///
/// Each worker owns a workspace (`.build/grader/batch/<n>` in the instructor's kit) holding the pristine kit files and a
/// warm build folder; students are handed out one by one, so the class pays one cold build per worker, not per student.
public struct BatchRunner: Sendable {
  public var request: BatchRequest
  public var progress: ProgressReporter

  public init(request: BatchRequest, progress: ProgressReporter) {
    self.request = request
    self.progress = progress
  }

  /// Grades every student; one student's problem becomes that student's row, never the end of the batch.
  public func run() throws -> [StudentResult] {
    let course = try Course.load(from: request.kitRoot.appendingPathComponent(Course.relativePath))
    let problems = course.problems()
    guard problems.isEmpty else { throw KitError.manifest(problems.joined(separator: "\n")) }
    let lock = try KitLock.compute(root: request.kitRoot)
    let shipped = try KitLock.load(root: request.kitRoot) ?? lock
    let everyone = try studentFolders()
    let students = request.shard.map { $0.share(of: everyone) } ?? everyone
    let lessonFolders = course.lessons.map(\.folder)
    let phase = "批量评分 Grading \(students.count) submissions…"
    progress.update(phase, detail: "0/\(students.count)")
    let results = ConcurrentWork.map(count: students.count, workers: request.jobs) { worker, index in
      let workspace = GradingWorkspace(
        root: request.kitRoot.appendingPathComponent(".build/grader/batch/\(worker + 1)"), kit: request.kitRoot, lock: lock)
      return grade(students[index], in: workspace, lessonFolders: lessonFolders, shipped: shipped)
    } completed: { done in
      progress.update(phase, detail: "\(done)/\(students.count)")
    }
    progress.finish()
    return results
  }

  private func studentFolders() throws -> [URL] {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: request.submissions.path) else {
      throw KitError.usage("cannot read the submissions folder \(request.submissions.path)")
    }
    return names.filter { !$0.hasPrefix(".") }.sorted().map { request.submissions.appendingPathComponent($0) }.filter {
      var isDirectory: ObjCBool = false
      return fileManager.fileExists(atPath: $0.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
  }

  private func grade(_ folder: URL, in workspace: GradingWorkspace, lessonFolders: [String], shipped: KitLock) -> StudentResult {
    let clock = ContinuousClock()
    let start = clock.now
    var result = StudentResult(student: folder.lastPathComponent)
    defer {
      let elapsed = clock.now - start
      result.seconds = Scorer.rounded(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    guard let lessons = SubmissionLocator.lessonsFolder(in: folder, lessonFolders: lessonFolders) else {
      result.problem = "no Lessons folder in the submission (expected Lessons/\(lessonFolders.first ?? "")/…)"
      return result
    }
    do {
      let modified = try KitLock.editedFiles(inCopy: lessons.deletingLastPathComponent(), shipped: shipped)
      if !modified.isEmpty {
        result.notes.append("edited kit files ignored (graded with the instructor's): " + modified.joined(separator: " "))
      }
      try workspace.prepare()
      let copy = try workspace.install(lessons: lessons)
      if !copy.skippedLinks.isEmpty {
        result.notes.append("symbolic links skipped: " + copy.skippedLinks.joined(separator: " "))
      }
      var grade = GradeRequest(kitRoot: workspace.root)
      grade.timeout = request.timeout
      grade.jobs = 1
      grade.environment = request.environment
      var report = try Grader(request: grade, progress: ProgressReporter(isEnabled: false, isTerminal: false)).grade()
      report.modifiedFiles = modified
      if let reviews = request.reviews {
        report = report.applying(reviews.reviews(for: result.student))
      }
      result.report = report
    } catch {
      result.problem = "\(error)"
    }
    return result
  }
}
