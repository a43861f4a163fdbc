import Foundation
import GraderCore

/// An instructor's scores and comments for open questions, kept in a CSV file.
///
/// The file has a header row `student,question,points,comment` and one row per student and question, for example
/// `alice,di.open1,4,"Clear, but name the testing benefit"`. In `batch`, `student` is the name of the student's
/// submission folder; for a single grading run (`--review FILE --student ID`) the rows of that student apply, and rows
/// with an empty student apply when no `--student` is given.
public struct ReviewFile: Sendable, Equatable {
  /// One row: a student's open question, scored.
  public struct Entry: Sendable, Equatable {
    public var student: String
    public var question: String
    public var points: Double
    public var comment: String
  }

  public var entries: [Entry]

  /// The header row the file starts with.
  public static let header = ["student", "question", "points", "comment"]

  /// Parses review CSV text and checks every row against the course: open questions only, points within range.
  public static func parse(csv text: String, course: Course) throws -> ReviewFile {
    var rows = CSV.parse(text)
    guard let first = rows.first, first.map({ $0.trimmingWhitespace.lowercased() }).starts(with: header.prefix(3)) else {
      throw KitError.usage("a review file starts with the header row \(header.joined(separator: ","))")
    }
    rows.removeFirst()
    let openQuestions = Dictionary(
      course.questions.filter { $0.question.kind == .open }.map { ($0.question.id, $0.question.points) },
      uniquingKeysWith: { first, _ in first })
    var entries: [Entry] = []
    var seen: Set<[String]> = []
    for (index, row) in rows.enumerated() {
      let line = index + 2
      let fields = row.map(\.trimmingWhitespace) + Array(repeating: "", count: max(0, 4 - row.count))
      let (question, pointsText, comment) = (fields[1], fields[2], fields[3])
      // `CSV.line` guards names such as "=bob" against spreadsheet formulas by writing "'=bob"; undo that here.
      var student = fields[0]
      if student.hasPrefix("'"), let next = student.dropFirst().first, "=+-@\t\r".contains(next) {
        student.removeFirst()
      }
      guard let maximum = openQuestions[question] else {
        throw KitError.usage("review file line \(line): \(question) is not an open question of the course")
      }
      guard let points = Double(pointsText), points >= 0, points <= maximum else {
        throw KitError.usage("review file line \(line): points must be a number from 0 to \(TextReport.number(maximum)), not '\(pointsText)'")
      }
      guard seen.insert([student, question]).inserted else {
        throw KitError.usage("review file line \(line): \(student.isEmpty ? "(no student)" : student) / \(question) is reviewed twice")
      }
      entries.append(Entry(student: student, question: question, points: points, comment: comment))
    }
    return ReviewFile(entries: entries)
  }

  /// Reads and parses the review file at `path`.
  public static func load(path: String, relativeTo directory: URL, course: Course) throws -> ReviewFile {
    let url = URL(fileURLWithPath: path, relativeTo: directory)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw KitError.usage("cannot read the review file \(url.path)")
    }
    return try parse(csv: String(decoding: data, as: UTF8.self), course: course)
  }

  /// The reviews of one student, keyed by question ID.
  public func reviews(for student: String) -> [String: GradeReport.Review] {
    Dictionary(
      entries.filter { $0.student == student }.map { ($0.question, GradeReport.Review(points: $0.points, comment: $0.comment)) },
      uniquingKeysWith: { first, _ in first })
  }
}
