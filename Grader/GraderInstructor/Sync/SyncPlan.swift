import Foundation
import GraderCore

/// Everything derived from the course manifest, as it should be: the files `grader sync` writes and `--check` compares.
package struct SyncPlan: Sendable {
  /// One derived file and the text it should hold.
  package struct File: Sendable, Equatable {
    package var path: String
    package var text: String
  }

  package var files: [File]

  /// The derived files of the kit at `root`, computed from its manifest and its current hand-written parts.
  /// `studentEdition` says which edition's package block to write; by default the kit keeps the edition it is.
  package init(root: URL, course: Course, studentEdition: Bool? = nil) throws {
    var files: [File] = []
    func spliced(_ path: String, _ fence: GeneratedBlock, _ content: String) throws {
      let url = root.appendingPathComponent(path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        throw KitError.kit("cannot read \(path), which `grader sync` keeps in step with \(Course.relativePath)")
      }
      files.append(File(path: path, text: try fence.replacing(in: text, with: content, file: path)))
    }
    try spliced("Package.swift", PackageBlock.fence, PackageBlock.render(course, studentEdition: studentEdition ?? Self.isStudentEdition(root)))
    try spliced("README.md", LessonTables.courseFence, LessonTables.course(course))
    for lesson in course.lessons {
      try spliced("Lessons/\(lesson.folder)/README.md", LessonTables.exercisesFence, LessonTables.exercises(lesson))
    }
    // The Classroom workflow's fallback result (sent when the grader cannot run) names the course's points.
    let workflow = ".github/workflows/classroom.yml"
    if let text = try? String(contentsOf: root.appendingPathComponent(workflow), encoding: .utf8) {
      let automatic = course.questions.map(\.question).filter(\.kind.isAutomatic).map(\.points).reduce(0, +)
      let pattern = try NSRegularExpression(pattern: #""max_score":[0-9.]+"#)
      let replaced = pattern.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text),
        withTemplate: "\"max_score\":\(TextReport.number(automatic))")
      files.append(File(path: workflow, text: replaced))
    }
    // The requirements lists in stubs and references come before the stubs' digests below, which read them.
    let requirementFiles = RequirementBlocks.plannedFiles(
      root: root, course: course, studentEdition: studentEdition ?? Self.isStudentEdition(root))
    files += requirementFiles
    for suite in AnswerSuites.files(course) {
      files.append(File(path: suite.path, text: suite.text))
    }
    // The shipped stubs, read from `Lessons/`. Only the instructor's kit: in a student edition `Lessons/` holds the
    // student's work, and the stubs file must stay the one that shipped.
    if !(studentEdition ?? Self.isStudentEdition(root)) {
      let stubs = try PristineStubs.generate(
        root: root, course: course,
        overriding: Dictionary(requirementFiles.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
      ).encoded()
      files.append(File(path: PristineStubs.relativePath, text: String(decoding: stubs, as: UTF8.self)))
    }
    self.files = files
  }

  /// The files whose contents differ from the plan (or are missing).
  package func staleFiles(root: URL) -> [String] {
    files.filter { file in
      (try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)) != file.text
    }.map(\.path)
  }

  /// Writes the files that differ; returns their paths.
  package func write(root: URL) throws -> [String] {
    let stale = staleFiles(root: root)
    for file in files where stale.contains(file.path) {
      let url = root.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url, options: .atomic)
    }
    return stale
  }

  /// Whether the kit at `root` is a student edition (its package says so), so sync keeps it one.
  static func isStudentEdition(_ root: URL) -> Bool {
    let text = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    return text.contains("let isStudentEdition = true")
  }
}
