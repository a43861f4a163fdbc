import Foundation

/// The files of a graded class, written alike by `grader batch` (one machine or one shard) and `grader merge`.
///
/// - `reports/<student>.json`: each graded student's JSON report;
/// - `gradebook.csv`: one row per student (see `Gradebook.csv`);
/// - `open-answers.md`: the open answers awaiting review;
/// - `review-template.csv`: a review file to fill in;
/// - `students.json`: the index `grader merge` reads back: which students this folder holds, whether each was graded,
///   why not, the notes, and the shard it is (absent for a whole class).
/// CSV files start with a UTF-8 byte order mark unless `byteOrderMark` is off.
public struct BatchOutput: Sendable {
  /// The index of a folder of results.
  struct Index: Codable, Equatable {
    /// One student of the folder.
    struct Entry: Codable, Equatable {
      var student: String
      /// Whether `reports/<student>.json` holds the student's report.
      var graded: Bool
      var problem: String?
      var notes: [String]
    }

    var schemaVersion = 1
    var shard: Shard?
    var students: [Entry]
  }

  /// The index file's name.
  static let indexName = "students.json"

  public var folder: URL
  public var byteOrderMark = true
  /// The share of the class these results are, when they are one.
  public var shard: Shard?

  public init(folder: URL, byteOrderMark: Bool = true, shard: Shard? = nil) {
    self.folder = folder
    self.byteOrderMark = byteOrderMark
    self.shard = shard
  }

  /// Writes every file for `results` (in the order given: the class's sorted order).
  public func write(_ results: [StudentResult], course: Course) throws {
    let fileManager = FileManager.default
    let reports = folder.appendingPathComponent("reports")
    try fileManager.createDirectory(at: reports, withIntermediateDirectories: true)
    for result in results {
      guard let report = result.report else { continue }
      try _write(try JSONReport.render(report), to: reports.appendingPathComponent(result.student + ".json"))
    }
    let mark = byteOrderMark ? CSV.byteOrderMark : ""
    try _write(mark + Gradebook.csv(results, course: course), to: folder.appendingPathComponent("gradebook.csv"))
    try _write(Gradebook.openAnswers(results, course: course), to: folder.appendingPathComponent("open-answers.md"))
    try _write(mark + Gradebook.reviewTemplate(results, course: course), to: folder.appendingPathComponent("review-template.csv"))
    let index = Index(
      shard: shard,
      students: results.map { Index.Entry(student: $0.student, graded: $0.report != nil, problem: $0.problem, notes: $0.notes) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try _write(String(decoding: try encoder.encode(index), as: UTF8.self) + "\n", to: folder.appendingPathComponent(Self.indexName))
  }

  /// Reads back the results a folder holds, with its shard.
  static func read(_ folder: URL) throws -> (shard: Shard?, results: [StudentResult]) {
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
    return (index.shard, results)
  }

  private func _write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
