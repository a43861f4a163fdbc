import Foundation
import GraderCore

/// The files of a graded class, written alike by `grader batch` (one machine or one shard) and `grader merge`.
///
/// - `reports/<student>.json`: each student's JSON report (for a student who could not be graded, every question at 0
///   with the reason);
/// - `gradebook.csv`: one row per student (see `Gradebook.csv`);
/// - `open-answers.md`: the open answers awaiting review;
/// - `review-template.csv`: a review file to fill in;
/// - `students.json`: the index `grader merge` reads back: the kit that graded the class (`kit`, the digest of its
///   lock), which students this folder holds, whether each was graded, why not, the notes, and the shard it is
///   (absent for a whole class);
/// - `sources/<student>.json`: the student's code of the code exercises (what differs from the stub), which the class
///   report compares;
/// - `class-report.html`, `class-report.md`, `class-report.json`: the class as a whole (`ClassReport`).
/// Every report carries the kit's digest (`kit`).
/// CSV files start with a UTF-8 byte order mark unless `byteOrderMark` is off.
public struct BatchOutput: Sendable {
  /// The index of a folder of results.
  struct Index: Codable, Equatable {
    /// One student of the folder.
    package struct Entry: Codable, Equatable {
      package var student: String
      /// Whether `reports/<student>.json` holds the student's report.
      package var graded: Bool
      package var problem: String?
      var notes: [String]
    }

    var schemaVersion = 1
    /// The digest of the lock of the kit that graded these students (`KitLock.digest`); absent in folders written
    /// before it was recorded.
    package var kit: String?
    package var shard: Shard?
    /// The part of the course the assignment covered; absent for the whole course.
    package var scope: AssignmentScope?
    var students: [Entry]
  }

  /// The index file's name.
  package static let indexName = "students.json"

  public var folder: URL
  public var byteOrderMark = true
  /// The share of the class these results are, when they are one.
  public var shard: Shard?
  /// The identity of the kit that graded the class: the digest of its lock (`KitLock.digest`).
  public var kit: String
  /// The shipped stubs, whose code the similarity flags leave out.
  package var stubs: PristineStubs?
  /// The part of the course the assignment covers, recorded in `students.json` so that `grader merge` counts the same.
  public var scope = AssignmentScope()

  public init(folder: URL, kit: String = "", byteOrderMark: Bool = true, shard: Shard? = nil) {
    self.folder = folder
    self.kit = kit
    self.byteOrderMark = byteOrderMark
    self.shard = shard
  }

  /// Creates the folders.
  package func prepare() throws {
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("reports"), withIntermediateDirectories: true)
  }

  /// Writes every file for `results` (in the order given: the class's sorted order), the class report included.
  public func write(_ results: [StudentResult], course: Course) throws {
    try prepare()
    for result in results { try writeReport(result, course: course) }
    try writeClassFiles(results, course: course)
    try writeClassReport(results, course: course)
  }

  /// Writes `class-report.html`, `.md` and `.json`, comparing the code in `sources/` of the students graded.
  func writeClassReport(_ results: [StudentResult], course: Course) throws {
    var sources: [String: [String: String]] = [:]
    for result in results where result.report != nil {
      if let code = SubmissionSources.load(student: result.student, from: folder) { sources[result.student] = code.files }
    }
    let finder = SimilarityFinder()
    let pairs = ExerciseCode.all(course: course, stubs: stubs, sources: sources).flatMap { finder.pairs(in: $0) }
    let report = ClassReport.make(results: results, course: course, kit: kit, similarPairs: pairs)
    for file in try report.files() { try _write(file.text, to: folder.appendingPathComponent(file.name)) }
  }

  /// Writes `finished`'s report and the class files of every student finished so far: a batch calls it as each student
  /// finishes, so an interrupted batch leaves everything graded until then.
  package func write(_ finished: StudentResult, classSoFar: [StudentResult], course: Course) throws {
    try prepare()
    try writeReport(finished, course: course)
    try writeClassFiles(classSoFar, course: course)
  }

  /// The report of a submission that could not be graded: every question listed at 0 with the reason, so every
  /// student has a report and its maximum matches the assignment's.
  package static func placeholder(course: Course, problem: String) -> GradeReport {
    let questions = course.questions.map { lesson, question in
      question.kind.isAutomatic
        ? Scorer.grade(question, lesson: lesson, checks: [CheckResult(name: "submission", status: .failed, message: problem)])
        : Scorer.manual(question, lesson: lesson, answer: nil)
    }
    return Scorer.report(course: course, sources: .lessons, questions: questions, durationSeconds: 0)
  }

  private func writeReport(_ result: StudentResult, course: Course) throws {
    var report = result.report ?? Self.placeholder(course: course, problem: result.problem ?? "not graded")
    report.kit = kit
    try _write(try JSONReport.render(report), to: folder.appendingPathComponent("reports").appendingPathComponent(result.student + ".json"))
  }

  private func writeClassFiles(_ results: [StudentResult], course: Course) throws {
    let mark = byteOrderMark ? CSV.byteOrderMark : ""
    try _write(mark + Gradebook.csv(results, course: course), to: folder.appendingPathComponent("gradebook.csv"))
    try _write(Gradebook.openAnswers(results, course: course), to: folder.appendingPathComponent("open-answers.md"))
    try _write(mark + Gradebook.reviewTemplate(results, course: course), to: folder.appendingPathComponent("review-template.csv"))
    let index = Index(
      kit: kit, shard: shard, scope: scope.isWholeCourse ? nil : scope,
      students: results.map { Index.Entry(student: $0.student, graded: $0.report != nil, problem: $0.problem, notes: $0.notes) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try _write(String(decoding: try encoder.encode(index), as: UTF8.self) + "\n", to: folder.appendingPathComponent(Self.indexName))
  }

  /// Reads back the results a folder holds, with its shard and the digest of the kit that graded it.
  static func read(_ folder: URL) throws -> (shard: Shard?, kit: String?, results: [StudentResult]) {
    let (shard, kit, _, results) = try readWithScope(folder)
    return (shard, kit, results)
  }

  /// `read`, with the part of the course the folder's assignment covered.
  static func readWithScope(_ folder: URL) throws -> (shard: Shard?, kit: String?, scope: AssignmentScope, results: [StudentResult]) {
    let indexURL = folder.appendingPathComponent(indexName)
    guard let data = FileManager.default.contents(atPath: indexURL.path) else {
      throw KitError.usage("\(folder.path) holds no \(indexName): pass folders written by grader batch")
    }
    let index: Index
    do {
      index = try JSONDecoder().decode(Index.self, from: data)
    } catch {
      throw KitError.usage("\(indexURL.path) is not a batch index: \(error)")
    }
    let results = try index.students.map { entry -> StudentResult in
      var result = StudentResult(student: entry.student)
      result.problem = entry.problem
      result.notes = entry.notes
      if entry.graded {
        let url = folder.appendingPathComponent("reports").appendingPathComponent(entry.student + ".json")
        guard let report = FileManager.default.contents(atPath: url.path) else {
          throw KitError.usage("\(url.path) is missing: the index says \(entry.student) was graded")
        }
        do {
          result.report = try JSONDecoder().decode(GradeReport.self, from: report)
        } catch {
          throw KitError.usage("\(url.path) is not a grader JSON report: \(error)")
        }
      }
      return result
    }
    return (index.shard, index.kit, index.scope ?? AssignmentScope(), results)
  }

  private func _write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
